# Build and install a11y from source: `make install` (PREFIX=/usr/local by default, so it may
# need sudo), `make uninstall`. Needs Swift 6.1+ (swift.org toolchain on Linux, Xcode on macOS).
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SCRATCH = .build-release

.PHONY: build install uninstall test

build:
	swift build -c release --scratch-path $(SCRATCH)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$(swift build -c release --scratch-path $(SCRATCH) --show-bin-path)/a11y" "$(DESTDIR)$(BINDIR)/a11y"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/a11y"

test:
	swift test
