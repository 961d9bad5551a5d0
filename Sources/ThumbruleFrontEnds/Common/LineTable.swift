/// Line starts of a byte buffer, so an offset found by one pass (an XML tag's `<`) gets a
/// line and column without rescanning the file.
public struct LineTable: Sendable {
    /// Offset of the first byte of each line; `starts[0] == 0`.
    public let starts: [Int]
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
        }
        self.starts = starts
        byteCount = bytes.count
    }

    /// The position of a byte offset (clamped to the buffer).
    public func position(ofOffset offset: Int) -> TextPosition {
        let offset = max(0, min(offset, byteCount))
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TextPosition(offset: offset, line: low + 1, column: offset - starts[low] + 1)
    }

    /// The offset of a 1-based line and column, clamped to that line's bounds.
    public func offset(line: Int, column: Int) -> Int {
        guard !starts.isEmpty else { return 0 }
        let lineIndex = max(0, min(line - 1, starts.count - 1))
        let start = starts[lineIndex]
        let end = lineIndex + 1 < starts.count ? starts[lineIndex + 1] - 1 : byteCount
        return max(start, min(start + max(column - 1, 0), end))
    }
}
