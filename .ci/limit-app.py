#!/usr/bin/env python3
"""Writes the largest app profile duosim's limits allow (Sources/PoseEngine/Profile/Limits.swift:
`controls` custom controls; `items` toolbar items, tabs, presentations and groups), for measuring
every command at the limits (Docs/PERFORMANCE.md, At the input limits).

Usage: python3 .ci/limit-app.py OUT.json [CONTROLS] [ITEMS]   (defaults 10000 and 1000)
"""
import json
import sys


def app(controls, items):
    placements = ["navigation", "prominent", "topBar", "bottomBar", "topBar", "bottomBar"]
    priorities = ["low", "standard", "high"]
    anchors = ["top", "bottom", "leading", "trailing", "center", "topLeading", "bottomTrailing"]
    toolbar = [
        {
            "id": f"item{i}", "title": f"Item {i}", "symbol": "circle",
            "placement": placements[i % len(placements)], "group": f"g{i % items}",
            "visibilityPriority": priorities[i % 3],
        }
        for i in range(items)
    ]
    tabs = [{"id": f"tab{i}", "title": f"Tab {i}", "symbol": "square"} for i in range(items)]
    kinds = ["sheet", "popover", "contextMenu", "alert"]
    presentations = []
    for i in range(items):
        kind = kinds[i % len(kinds)]
        entry = {
            "id": f"p{i}", "kind": kind, "size": {"width": 200 + i % 300, "height": 150 + i % 400},
            "source": "assumed: generated",
        }
        if kind in ("popover", "contextMenu"):
            entry["anchor"] = f"item{i}" if kind == "popover" else {"x": (i % 10) / 10, "y": (i % 7) / 7}
        presentations.append(entry)
    groups = [{"id": f"g{i}", "visibilityPriority": priorities[i % 3]} for i in range(items)]
    shapes = []
    for i in range(controls):
        x, y = (i * 37) % 100 / 100, (i * 53) % 100 / 100
        control = {
            "id": f"control{i}", "group": f"group{i // 5}",
            "interactive": i % 7 != 0,
        }
        size = {"width": [20, 44, 88][i % 3], "height": [44, 20, 60][(i // 3) % 3]}
        if i % 3 == 0:
            control["fraction"] = {"x": x, "y": y}
        elif i % 3 == 1:
            control["anchor"] = anchors[i % len(anchors)]
            control["offset"] = {"x": x * 200, "y": y * 300}
        else:
            control["frame"] = {"x": x * 800, "y": y * 900, **size}
        if i % 3 != 2:
            control["size"] = size
        shapes.append(control)
    return {
        "name": "limits", "displayName": "At the limits", "source": "assumed: .ci/limit-app.py",
        "toolbar": toolbar, "tabBar": {"items": tabs}, "presentations": presentations,
        "groups": groups, "controls": shapes,
    }


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    many = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(app(count, many), out, indent=1)
        out.write("\n")
