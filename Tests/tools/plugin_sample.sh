#!/usr/bin/env bash
# Exercises the SwiftPM plugins on a sample package that depends on this checkout by path
# (SwiftPM names a path dependency by its folder, so the plugin's package is that name):
# `swift package thumbrule` (command plugin) and `swift build` with the build-tool plugin on
# its target. Each must report the sample's fixed font size as a diagnostic at its line.
# Not run by `swift test`: the sample builds Thumbrule from scratch (several minutes on 2 cores).
#   bash Tests/tools/plugin_sample.sh [SCRATCH_FOLDER]
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d /tmp/thumbrule-plugin-sample.XXXXXX)}"
mkdir -p "$work/Sources/Recipes"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "Recipes", plugins: [.plugin(name: "ThumbruleBuildTool", package: "$(basename "$repo")")]),
    ]
)
SWIFT
cat > "$work/Sources/Recipes/Total.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Total: View {
    var body: some View {
        Text("Total").font(.system(size: 17))
    }
}
#endif
public let recipes = 1
SWIFT
cd "$work"
fail() { echo "plugin_sample: $1" >&2; exit 1; }

command_output=$(swift package thumbrule 2>&1) || true
echo "$command_output" | grep -q "Sources/Recipes/Total.swift:6:.*warning: Font size 17pt is fixed" \
    || { echo "$command_output" >&2; fail "swift package thumbrule did not report the fixed font"; }

build_output=$(swift build 2>&1) || { echo "$build_output" >&2; fail "swift build failed"; }
echo "$build_output" | grep -q "Thumbrule: checking Recipes" || { echo "$build_output" >&2; fail "the build-tool plugin did not run"; }
echo "$build_output" | grep -q "Total.swift:6:.*warning: Font size 17pt is fixed" \
    || { echo "$build_output" >&2; fail "the build did not show the finding"; }
echo "plugin_sample: both plugins reported the finding ($work)"
