import PoseEngine
import Simulator

// MARK: - Header and slider

extension ScreenRenderer {
    static let rotated = ", rotated"

    /// The pose as a person names it: the preset's name; `book, rotated` at a preset's angle
    /// with the display in use turned from the preset's orientation (`o`); else the engine's
    /// `custom`.
    var poseLabel: String {
        switch scene.pose {
        case .preset(let name): name
        case .rotated(let name): name + Self.rotated
        case .custom: scene.poseName
        }
    }

    /// `duosim · iPhone Duo` and the pose in one line.
    mutating func drawHeader() {
        let width = canvas.grid.width
        canvas.grid.fill(
            CellRect(column: 0, row: 0, width: width, height: 1), " ", style: Style(.text, background: .panel))
        let left = " duosim · \(scene.deviceName)"
        var pose =
            "\(poseLabel) · \(formatPoints(scene.angle))° · \(scene.status.rawValue) · \(scene.displayInUse.rawValue) · \(scene.orientation.rawValue)"
        if scene.hingeUnknown { pose += " · hinge unknown to apps" }
        if state.zoomed { pose += " · zoom" }
        let badge = options.badge.map { "  \($0) " } ?? ""
        canvas.grid.put(left, column: 0, row: 0, style: Style(.accent, background: .panel, bold: true))
        let poseColumn = max(characterCount(left) + 2, (width - characterCount(pose)) / 2)
        canvas.grid.put(
            fit(pose, width - poseColumn - characterCount(badge)), column: poseColumn, row: 0,
            style: Style(.text, background: .panel, bold: true))
        if !badge.isEmpty {
            canvas.grid.put(
                badge, column: width - badge.count, row: 0, style: Style(.warning, background: .panel, bold: true))
        }
    }

    /// ` hinge 0° ├────●────┤ 180°  127° partiallyOpen · book`.
    mutating func drawSlider(row: Int) {
        let width = canvas.grid.width
        let (least, most) = (formatPoints(Limits.angle.lowerBound), formatPoints(Limits.angle.upperBound))
        let left = " hinge \(least)° "
        // A fixed width, so the track doesn't move when the pose's name changes: room for a
        // rotated preset's name where the track keeps its least length with it.
        let names = state.profile.poses.map { characterCount($0.name) }.reduce("custom".count, max)
        let fixed = " \(most)°  \(formatPoints(scene.angle).leftPadded(5))° \(scene.status.rawValue.padded(13)) "
        let start = left.count
        let roomy = width - characterCount(fixed) - names - Self.rotated.count - 1 - start >= 10
        let nameWidth = roomy ? names + Self.rotated.count : names
        let right = fixed + fit(poseLabel, nameWidth).padded(nameWidth)
        let end = width - characterCount(right) - 1
        guard end - start >= 10 else { return }
        canvas.grid.put(left, column: 0, row: row, style: Style(.text))
        let hinge = state.profile.hinge
        let slider = SliderLayout(row: row, start: start, end: end)
        let (first, last, track) = (
            Cell(glyphs.trackStart).scalar, Cell(glyphs.trackEnd).scalar, Cell(glyphs.track).scalar
        )
        let (partly, otherwise) = (Style(.slider), Style(.muted))
        for column in start...end {
            let angle = slider.angle(atColumn: column)
            let partially = hinge.status(at: angle) == .partiallyOpen
            let scalar = column == start ? first : column == end ? last : track
            canvas.grid[column, row] = Cell(scalar: scalar, style: partially ? partly : otherwise)
        }
        canvas.grid[slider.column(for: scene.angle), row] = Cell(glyphs.knob, Style(.knob, bold: true))
        canvas.grid.put(right, column: end + 1, row: row, style: Style(.text))
        canvas.grid.restyle(CellRect(column: end + 8, row: row, width: width - end - 8, height: 1)) { $0.bold = true }
        layout.slider = slider
    }
}
