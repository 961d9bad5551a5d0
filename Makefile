# Installs the thumbrule binary:   make install PREFIX=/usr/local
#
#   PREFIX       where bin/thumbrule goes (default /usr/local); DESTDIR is put in front of it
#   CONFIG       release (default) or debug
#   SWIFT_FLAGS  more flags for `swift build`, e.g. --static-swift-stdlib (Linux, package mode)
#
# The rulebook is compiled into the binary, so bin/thumbrule is the whole install. What it
# still needs at run time depends on how SwiftSyntax was taken; see "Install" in README.md.
PREFIX ?= /usr/local
CONFIG ?= release
SWIFT ?= swift
SWIFT_FLAGS ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin

.PHONY: build install uninstall

build:
	$(SWIFT) build -c $(CONFIG) --product thumbrule $(SWIFT_FLAGS)

# After copying, the installed binary is run once from / to prove it needs nothing from here.
install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path $(SWIFT_FLAGS))/thumbrule" "$(BINDIR)/thumbrule"
	cd / && "$(BINDIR)/thumbrule" version

uninstall:
	rm -f "$(BINDIR)/thumbrule"
