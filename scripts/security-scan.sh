#!/usr/bin/env bash
# sqlmap and wapiti against a seeded product on 127.0.0.1, signed in; exits 1 on any finding.
# Slow (tens of minutes): not part of CI. See scripts/security-scan/main.ts for its options.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in sqlmap wapiti; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (Debian: apt-get install $tool)" >&2; exit 2; }
done
exec node_modules/.bin/tsx scripts/security-scan/main.ts "$@"
