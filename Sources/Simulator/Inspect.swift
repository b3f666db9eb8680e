import PoseEngine

// MARK: - Inspected

/// The element inspect mode is on: its window and its id (`SceneElement.id`).
public struct Inspected: Hashable, Sendable {
    public var window: WindowID
    public var id: String

    public init(window: WindowID, id: String) {
        self.window = window
        self.id = id
    }
}

/// Where an arrow moves the inspected element.
public enum InspectDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
}

// MARK: - Moving between elements

extension SceneElements {
    /// The element `inspected` names: in its window, or (its window gone, as when Split View
    /// turns off) the element of that id in the first window that has one.
    public func find(_ inspected: Inspected) -> SceneElement? {
        element(inspected.id, in: inspected.window) ?? elements.first { $0.id == inspected.id }
    }

    /// An element's frame in the display's coordinates, physical.
    public func displayFrame(_ element: SceneElement, in scene: PoseScene) -> Rect {
        let origin = scene.window(element.window)?.frameInDisplay ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return element.physical.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Where inspect mode starts: the element nearest the centre of the display in use (in Split
    /// View, of the focused window), inside it or closest to it; of those, the topmost, then the
    /// smallest. A window only when it holds nothing else.
    public func start(in scene: PoseScene, focused: WindowID) -> SceneElement? {
        let windows = scene.windows.count > 1 ? [focused] : scene.windows.map(\.id)
        let centre: (x: Double, y: Double)
        if scene.windows.count > 1, let window = scene.window(focused) {
            centre = (window.frameInDisplay.midX, window.frameInDisplay.midY)
        } else {
            let size = scene.display(scene.displayInUse).size
            centre = (size.width / 2, size.height / 2)
        }
        let candidates = elements.filter { windows.contains($0.window) && $0.kind != .window }
        guard !candidates.isEmpty else { return elements.first { windows.contains($0.window) } }
        return candidates.min { a, b in
            let fa = displayFrame(a, in: scene), fb = displayFrame(b, in: scene)
            let da = Self.distance(from: centre, to: fa), db = Self.distance(from: centre, to: fb)
            if abs(da - db) > 0.5 { return da < db }
            if a.layer != b.layer { return a.layer > b.layer }
            return fa.width * fa.height < fb.width * fb.height
        }
    }

    /// The nearest element from `element` in `direction`, by their centres on the display: the
    /// distance along the direction plus twice the distance across it. Windows are left to `Tab`.
    public func next(from element: SceneElement, _ direction: InspectDirection, in scene: PoseScene) -> SceneElement? {
        let from = displayFrame(element, in: scene)
        var best: (element: SceneElement, score: Double)?
        for candidate in elements where candidate.kind != .window && candidate != element {
            let to = displayFrame(candidate, in: scene)
            let dx = to.midX - from.midX, dy = to.midY - from.midY
            let (along, across): (Double, Double)
            switch direction {
            case .left: (along, across) = (-dx, dy)
            case .right: (along, across) = (dx, dy)
            case .up: (along, across) = (-dy, dx)
            case .down: (along, across) = (dy, dx)
            }
            guard along > 0.5 else { continue }
            let score = along + 2 * abs(across)
            if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
        }
        return best?.element
    }

    /// The element `step` places after `element` in reading order, wrapping.
    public func step(from element: SceneElement, by step: Int) -> SceneElement? {
        guard let index = elements.firstIndex(of: element), !elements.isEmpty else { return elements.first }
        let count = elements.count
        return elements[((index + step) % count + count) % count]
    }

    /// What an area of the display in use hits (a clicked cell, in points): the topmost element
    /// that shares some of it; of those, the one holding its centre, then the smallest.
    public func hit(_ area: Rect, in scene: PoseScene) -> SceneElement? {
        var best: (element: SceneElement, centre: Bool, size: Double)?
        for element in elements {
            let f = displayFrame(element, in: scene)
            guard let common = f.intersection(area),
                common.width * common.height > 0 || f.width * f.height == 0
            else { continue }
            let centre = f.minX <= area.midX && area.midX <= f.maxX && f.minY <= area.midY && area.midY <= f.maxY
            let size = f.width * f.height
            if let current = best {
                if current.element.layer != element.layer {
                    if current.element.layer > element.layer { continue }
                } else if current.centre != centre {
                    if current.centre { continue }
                } else if current.size <= size {
                    continue
                }
            }
            best = (element, centre, size)
        }
        return best?.element
    }

    /// The element a person names: `ID` (in the focused window first, then any), `WINDOW:ID`, or
    /// either in another case when nothing matches exactly.
    public func resolve(_ reference: String, focused: WindowID) -> SceneElement? {
        let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2, let window = WindowID(rawValue: parts[0]) {
            return element(parts[1], in: window)
                ?? elements.first { $0.window == window && $0.id.lowercased() == parts[1].lowercased() }
        }
        let ordered = elements.filter { $0.window == focused } + elements.filter { $0.window != focused }
        return ordered.first { $0.id == reference } ?? ordered.first { $0.id.lowercased() == reference.lowercased() }
    }

    /// The references nearest `reference` in spelling (closest first), at most `limit`: what an
    /// unknown id's message lists.
    public func nearby(_ reference: String, in scene: PoseScene, limit: Int = 8) -> [String] {
        let wanted = Array(reference.lowercased())
        let all = elements.map { $0.reference(in: scene) }
        let scored = all.enumerated().map { index, name -> (Int, Int, String) in
            let bare = name.split(separator: ":").last.map(String.init) ?? name
            let distance = min(
                Self.editDistance(wanted, Array(name.lowercased())), Self.editDistance(wanted, Array(bare.lowercased()))
            )
            let prefix = name.lowercased().contains(reference.lowercased()) ? 0 : 1
            return (prefix * 1000 + distance, index, name)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// From a point to a rectangle: zero inside it.
    static func distance(from point: (x: Double, y: Double), to rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Levenshtein's distance between two spellings.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let next = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
                previous = row[j + 1]
                row[j + 1] = next
            }
        }
        return row[b.count]
    }
}
