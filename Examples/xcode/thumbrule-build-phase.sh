#!/bin/sh
# Thumbrule as an Xcode Run Script build phase. In the app target's Build Phases, add a
# "New Run Script Phase", paste this script (or call this file), untick "Based on dependency
# analysis", and set ENABLE_USER_SCRIPT_SANDBOXING = NO for the target: the check reads the
# whole project, not only the phase's declared inputs.
# Findings print as `path:line:col: warning: …`, which Xcode shows in the issue navigator;
# error findings fail the build (`failOn` in .thumbrule.json moves that line).

# Xcode runs scripts with a short PATH; add Homebrew's and a local install's folders.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
thumbrule="${THUMBRULE:-$(command -v thumbrule)}"
if [ -z "$thumbrule" ] || [ ! -x "$thumbrule" ]; then
    echo "warning: thumbrule is not installed; run 'make install' in a Thumbrule checkout, or set THUMBRULE to its path"
    exit 0
fi
cd "${SRCROOT:?the Run Script phase sets SRCROOT}" || exit 1
exec "$thumbrule" check . --color never
