#!/usr/bin/env python3
"""Rewrites the examples in the Docs pages the README links to with what the commands print now
(the README test fails while any is stale).
Usage: python3 .ci/update-readme.py [path/to/duosim]   (default: the debug build)"""
import os, subprocess, sys

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

pages = {name: open(f"Docs/{name}.md").read() for name in ["UI", "COMMANDS", "RECORDING", "PROFILES"]}
pages["UI"] = replace_block(pages["UI"], "Default screen (`duosim render`):", run("render"))
with open("Screenshots/book-split-ltr.txt") as f:
    pages["RECORDING"] = replace_block(pages["RECORDING"], "The book pose in Split View:", f.read())
c = pages["COMMANDS"]
c = replace_block(c, "duosim query --pose book --split", run("query", "--pose", "book", "--split"), opener="```json")
c = replace_block(c, "hinge and prints one line per angle where something changes:", "$ duosim sweep --split\n" + run("sweep", "--split"))
c = replace_block(c, "(`duosim query --vocabulary apple`, after Apple's usual windows):", excerpt(run("query", "--vocabulary", "apple"), '  "apple": {'))
c = replace_block(c, "what has no field:", excerpt(run("query", "--vocabulary", "android"), '  "android": {'))
c = replace_block(c, "pick (the half nearest the top-right corner in right-to-left):", run("query", "--vocabulary", "flutter", "--rtl", "--inner-camera"))
c = replace_block(c, "and the island become:", run("query", "--vocabulary", "web", "--pose", "laptop", "--inner-camera"))
c = replace_block(c, "`duosim query --css` prints the CSS for the pose", run("query", "--css"))
pages["COMMANDS"] = c
pages["PROFILES"] = replace_block(pages["PROFILES"], "`duosim render --app mail`:", run("render", "--app", "mail"))
audit = subprocess.run([binary, "audit", "hud"], capture_output=True, text=True).stdout
pages["PROFILES"] = replace_block(pages["PROFILES"], "(with `--strict`, any warning too) — a check for CI:", "$ duosim audit hud\n" + audit)
# Docs/CI.md: the counted reports of the samples, each command run as the page shows it.
ci = open("Docs/CI.md").read()
console = ci.index("```console\n", ci.index("The bundled samples' reports"))
start = ci.index("\n", console) + 1
end = ci.index("```", start)
block = []
for line in ci[start:end].splitlines():
    if line.startswith("$ "):
        output = subprocess.run(line[2:], shell=True, capture_output=True, text=True,
                                env={**os.environ, "PATH": os.path.dirname(os.path.abspath(binary)) + os.pathsep + os.environ["PATH"]}).stdout
        block += [line, output.rstrip("\n")]
pages["CI"] = ci[:start] + "\n".join(block) + "\n" + ci[end:]
for name, text in pages.items():
    with open(f"Docs/{name}.md", "w") as f:
        f.write(text)
print("the Docs pages' examples rewritten")
