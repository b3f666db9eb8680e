// MARK: - Keys the terminal UI keeps

extension ProfileSchema {
    /// The schema with `keys` as the UI keys (`TextRule.key`) no value may be: the terminal UI's
    /// own, from its table, so the schema refuses what duosim refuses.
    package func reserving(_ keys: [String]) -> ProfileSchema {
        var schema = self
        schema.root = root.reserving(keys)
        return schema
    }
}

extension SchemaObject {
    fileprivate func reserving(_ keys: [String]) -> SchemaObject {
        var object = self
        object.keys = self.keys.map { key in
            var key = key
            key.shape = key.shape.reserving(keys)
            return key
        }
        return object
    }
}

extension SchemaShape {
    fileprivate func reserving(_ keys: [String]) -> SchemaShape {
        switch self {
        case .text(.key): return .text(.key(reserved: keys))
        case .object(let object): return .object(object.reserving(keys))
        case .list(let element, let minItems): return .list(element.reserving(keys), minItems: minItems)
        case .anyOf(let shapes): return .anyOf(shapes.map { $0.reserving(keys) })
        default: return self
        }
    }
}
