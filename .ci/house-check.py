#!/usr/bin/env python3
"""The house rules a newcomer can rely on (Docs/ARCHITECTURE.md, "House rules"):
no Swift file over 350 lines, no function, computed property or closure over 60 lines, no force
unwrap outside tests; the web pages' scripts and styles (Sources/DemoWeb/web) are code too: no
file of theirs over 350 lines, and no more than a few lines of script or style in a Swift string of
the product (they count toward the Swift file's lines, and belong in Sources/DemoWeb/web/).

Usage: python3 .ci/house-check.py [ROOT]   (exit 1 and one line a breach when any rule is broken)
"""
import pathlib
import re
import sys

MAX_FILE_LINES = 350
MAX_FUNCTION_LINES = 60

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|"
                         r"static|class|final|override|mutating|nonmutating|convenience|required|nonisolated|"
                         r"@inlinable|@usableFromInline|@discardableResult)\s+)*"
                         r"(func\s+[^\s(<]+|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])")


def strip_strings_and_comments(line, state):
    """Returns the line without string literals and comments; `state` carries multi-line strings/comments."""
    out = []
    i = 0
    n = len(line)
    while i < n:
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state["multiline"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"] = False
            out.append('""')
            i = end + 3
            continue
        c = line[i]
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multiline"] = True
            i += 3
            continue
        if c == '"':
            # a one-line string, with escapes and \( … ) interpolations (their contents dropped too)
            j = i + 1
            depth = 0
            while j < n:
                if line[j] == "\\" and j + 1 < n:
                    if line[j + 1] == "(":
                        depth += 1
                        j += 2
                        continue
                    j += 2
                    continue
                if depth and line[j] == ")":
                    depth -= 1
                elif not depth and line[j] == '"':
                    break
                j += 1
            out.append('""')
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


# A computed property (or one with accessors): `var name: Type {` at the end of its line.
COMPUTED = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|open|static|class|final|"
                      r"override|nonisolated)\s+)*var\s+(\w+)\s*:\s*[^=]+?\{\s*$")
# A closure that opens at the end of its line: `= {`, `{ x in`, `{ (a, b) -> T in`.
CLOSURE = re.compile(r"(?:=\s*\{|\{\s*(?:\[[^\]]*\]\s*)?(?:\([^)]*\)|[\w, ]+)?\s*(?:->\s*[\w<>\[\]?]+\s*)?in)\s*$")
# Any other body that opens at the end of its line (a trailing closure `items.map {`, `run(x) {`,
# a property's observers): measured too, unless the line declares a type, whose body is the file's.
BLOCK = re.compile(r"\{\s*$")
TYPE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|"
                  r"indirect)\s+)*(?:struct|class|enum|extension|protocol|actor)\b")


def body_length(code, index, column=0):
    """Lines from `index` to the line of the brace that closes the first one from `column` on."""
    depth = 0
    opened = False
    for j in range(index, len(code)):
        for ch in code[j][column if j == index else 0:]:
            if ch == "{":
                depth += 1
                opened = True
            elif ch == "}":
                depth -= 1
                if opened and depth == 0:
                    return j - index + 1
    return 0


FORCE = re.compile(r"(?:[\w)\]]!(?![=]))|\btry!|\bas!")


def check_file(path, is_test):
    problems = []
    text = path.read_text(encoding="utf-8").split("\n")
    if text and text[-1] == "":
        text = text[:-1]
    if len(text) > MAX_FILE_LINES:
        problems.append(f"{path}: {len(text)} lines (at most {MAX_FILE_LINES})")
    state = {"block": False, "multiline": False}
    code = [strip_strings_and_comments(line, state) for line in text]
    # functions: from the declaration's line to the line of its closing brace
    owned = set()  # lines where a function's body opens (not measured again as a block)
    for index, line in enumerate(code):
        match = DECLARATION.match(line)
        if not match:
            continue
        depth = 0
        opened = False
        end = None
        for j in range(index, len(code)):
            for ch in code[j]:
                if ch == "{":
                    if not opened:
                        owned.add(j)
                    depth += 1
                    opened = True
                elif ch == "}":
                    depth -= 1
                    if opened and depth == 0:
                        end = j
                        break
            if end is not None:
                break
            if not opened and j > index and (code[j].strip() == "" or DECLARATION.match(code[j])):
                break  # a requirement in a protocol: no body
        if end is None:
            continue
        length = end - index + 1
        if length > MAX_FUNCTION_LINES:
            name = match.group(1).strip().rstrip("(<")
            problems.append(f"{path}:{index + 1}: {name} is {length} lines (at most {MAX_FUNCTION_LINES})")
    for index, line in enumerate(code):
        if DECLARATION.match(line):
            continue
        computed = COMPUTED.match(line)
        if computed:
            length = body_length(code, index)
            if length > MAX_FUNCTION_LINES:
                problems.append(f"{path}:{index + 1}: {computed.group(1)} is {length} lines (at most {MAX_FUNCTION_LINES})")
        elif CLOSURE.search(line) or (BLOCK.search(line) and index not in owned and not TYPE.match(line)):
            length = body_length(code, index, line.rfind("{"))
            if length > MAX_FUNCTION_LINES:
                problems.append(f"{path}:{index + 1}: a closure of {length} lines (at most {MAX_FUNCTION_LINES})")
    if not is_test:
        problems += embedded_web_code(path, text)
        for index, line in enumerate(code):
            if FORCE.search(line):
                problems.append(f"{path}:{index + 1}: a force unwrap or cast outside the tests: {text[index].strip()}")
    return problems


MAX_EMBEDDED_WEB_LINES = 10
WEB_OPEN = re.compile(r"<(script|style)\b[^>]*>")


def embedded_web_code(path, text):
    """A script or a style written in a Swift string: its lines count toward the Swift file's 350 as
    every line does, and more than a few of them is web code that belongs in Sources/DemoWeb/web/,
    where `node --check` reads it and each file is held to 350 lines (DemoWeb embeds it)."""
    problems = []
    index = 0
    while index < len(text):
        opened = WEB_OPEN.search(text[index])
        if not opened or text[index].lstrip().startswith("//"):
            index += 1
            continue
        tag = opened.group(1)
        end = index
        while end < len(text) and f"</{tag}>" not in text[end][opened.end() if end == index else 0:]:
            end += 1
        lines = end - index - 1
        if lines > MAX_EMBEDDED_WEB_LINES:
            problems.append(f"{path}:{index + 1}: {lines} lines of <{tag}> in a Swift string (at most "
                            f"{MAX_EMBEDDED_WEB_LINES}: web code goes in Sources/DemoWeb/web/)")
        index = max(end, index + 1)
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    problems = []
    for folder, is_test in (("Sources", False), ("Tests", True)):
        for path in sorted((root / folder).rglob("*.swift")):
            problems += check_file(path.relative_to(root) if root == pathlib.Path(".") else path, is_test)
    for path in sorted((root / "Sources" / "DemoWeb" / "web").glob("*")):
        if path.suffix in (".js", ".css"):
            lines = path.read_text(encoding="utf-8").rstrip("\n").count("\n") + 1
            if lines > MAX_FILE_LINES:
                problems.append(f"{path}: {lines} lines (at most {MAX_FILE_LINES})")
    for problem in problems:
        print(problem)
    if problems:
        print(f"house-check: {len(problems)} breaches", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
