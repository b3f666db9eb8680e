#!/usr/bin/env python3
"""Rewrites the README's examples with what the commands print now (the README test fails while
any is stale). Usage: python3 .ci/update-readme.py [path/to/duosim]   (default: the debug build)"""
import subprocess, sys

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/duosim"

def run(*words):
    return subprocess.run([binary, *words], capture_output=True, text=True).stdout

def replace_block(text, marker, body, opener="```"):
    """Replaces the body of the fenced block that opens with `opener` after `marker`."""
    at = text.index(marker)
    opening = text.index(opener, at)
    start = text.index("\n", opening) + 1
    end = text.index("```", start)
    return text[:start] + body.rstrip("\n") + "\n" + text[end:]

def excerpt(output, marker):
    return output[output.index(marker):]

with open("README.md") as f:
    readme = f.read()
readme = replace_block(readme, "Default screen (`duosim render`):", run("render"))
with open("Screenshots/book-split-ltr.txt") as f:
    readme = replace_block(readme, "The book pose in Split View:", f.read())
readme = replace_block(readme, "duosim query --pose book --split", run("query", "--pose", "book", "--split"), opener="```json")
readme = replace_block(readme, "hinge and prints one line per angle where something changes:", "$ duosim sweep --split\n" + run("sweep", "--split"))
readme = replace_block(readme, "(`duosim query --vocabulary apple`, after Apple's usual windows):", excerpt(run("query", "--vocabulary", "apple"), '  "apple": {'))
readme = replace_block(readme, "what has no field:", excerpt(run("query", "--vocabulary", "android"), '  "android": {'))
readme = replace_block(readme, "pick (the half nearest the top-right corner in right-to-left):", run("query", "--vocabulary", "flutter", "--rtl", "--inner-camera"))
readme = replace_block(readme, "and the island become:", run("query", "--vocabulary", "web", "--pose", "laptop", "--inner-camera"))
readme = replace_block(readme, "`duosim query --css` prints the CSS for the pose", run("query", "--css"))
readme = replace_block(readme, "`duosim render --app mail`:", run("render", "--app", "mail"))
audit = subprocess.run([binary, "audit", "hud"], capture_output=True, text=True).stdout
readme = replace_block(readme, "(with `--strict`, any warning too) — a check for CI:", "$ duosim audit hud\n" + audit)
with open("README.md", "w") as f:
    f.write(readme)
print("README.md examples rewritten")
