"""Render a Thumbrule HTML report in headless Chromium and check what a reader would see.

    python3 render_html.py REPORT.html SCREENSHOT.png TEXT...

Loads the file with Chromium (Debian's `chromium`; .ci/run installs it) offline, takes a
screenshot, and checks that the rendered page contains every TEXT, that the page logged
nothing to the console (no script errors, no failed loads), and that nothing in it points
outside the file (no src, href or url() to another file or host). Before that it renders a
page that does log an error, to prove console messages are seen at all.
Exit 0 when the page passes; 1 with one line per problem; 2 when Chromium is missing.
"""
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile

browser = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome") if shutil.which(name)), None)
if browser is None:
    print("missing test tooling: chromium (apt-get install chromium; .ci/run does this)")
    sys.exit(2)

scratch = tempfile.mkdtemp(prefix="thumbrule-html-")


def chromium(url, *extra):
    """Runs headless Chromium on a file URL; returns stdout and the console lines it logged."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
               "--disable-background-networking", "--user-data-dir=" + os.path.join(scratch, "profile"),
               "--enable-logging=stderr", "--v=0", *extra, url]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    console = [line for line in result.stderr.splitlines() if ":CONSOLE" in line]
    return result.stdout, console


problems = []

# The detector must see a console error, or a clean result below means nothing.
probe = os.path.join(scratch, "probe.html")
with open(probe, "w", encoding="utf-8") as handle:
    handle.write("<!DOCTYPE html><html><body><script>console.error('probe error')</script></body></html>")
_, probe_console = chromium("file://" + probe, "--dump-dom")
if not any("probe error" in line for line in probe_console):
    problems.append("Chromium's console log was not captured; the console check cannot run")

report, screenshot, expected = sys.argv[1], sys.argv[2], sys.argv[3:]
url = "file://" + os.path.abspath(report)
dom, console = chromium(url, "--dump-dom")
problems += ["console: " + line.split("] ", 1)[-1] for line in console]
_, shot_console = chromium(url, "--screenshot=" + os.path.abspath(screenshot), "--window-size=1200,2400", "--hide-scrollbars")
problems += ["console (screenshot run): " + line.split("] ", 1)[-1] for line in shot_console]


class Page(html.parser.HTMLParser):
    """The page's visible text and every reference to another resource."""

    def __init__(self):
        super().__init__()
        self.text = []
        self.references = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script", "title"):
            self.skip += 1
        for name, value in attrs:
            if name in ("src", "href", "srcset", "data", "poster") and value and not value.startswith("#"):
                self.references.append(f"<{tag} {name}={value}>")

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.text.append(data)


page = Page()
page.feed(dom)
text = re.sub(r"\s+", " ", " ".join(page.text))
problems += ["points outside the file: " + reference for reference in page.references]
problems += ["a url() in a style: " + match for match in re.findall(r"url\([^)]*\)", dom)]
for wanted in expected:
    if wanted not in text:
        problems.append(f"the rendered page does not say {wanted!r}")

if not os.path.exists(screenshot):
    problems.append("no screenshot was written")
else:
    with open(screenshot, "rb") as handle:
        head = handle.read(24)
    width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
    if not head.startswith(b"\x89PNG") or (width, height) != (1200, 2400) or os.path.getsize(screenshot) < 20_000:
        problems.append(f"the screenshot is not a full 1200x2400 page ({width}x{height}, {os.path.getsize(screenshot)} bytes)")

shutil.rmtree(scratch, ignore_errors=True)
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
