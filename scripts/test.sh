#!/usr/bin/env bash
# npm test: everything CI runs, arranged for a machine of two cores (docs/decisions/057).
#  - The container image's build (scripts/image-test.sh: ~15 minutes on a cold machine, mostly waiting on the package
#    mirror and one compiler) starts first, at the lowest priority, and builds beside everything else; the image
#    project, last, reads its result (scripts/image.test.ts). VOXBOOK_IMAGE_TEST=skip leaves it out.
#  - The end-to-end files, one at a time, run beside the server suites rather than after them: a browser test waits
#    on the page most of the time and leaves most of a core idle. The server suites' workers run at a lower priority
#    (VOXBOOK_TEST_NICE, src/server/test/setup.ts), so the browsers, whose tests judge recordings against a real clock,
#    get the cores when they ask. The end-to-end output is printed after the server suites' output.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d "${TMPDIR:-/tmp}/voxbook-test.XXXXXX")
background=()
stop_background() {
  # A run that ends early (a type error, a failed suite, Ctrl-C) takes what it started in the background with it.
  for pid in "${background[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  rm -rf "$results"
}
trap stop_background EXIT
# In a process group of its own (setsid), so that stop_background reaches its children too.
in_background() { setsid "$@" < /dev/null & background+=("$!"); }

if [ "${VOXBOOK_IMAGE_TEST:-}" != skip ]; then
  export VOXBOOK_IMAGE_RESULT="$results/image"
  mkdir -p "$VOXBOOK_IMAGE_RESULT"
  in_background bash -c 'nice -n 19 bash scripts/image-test.sh > "$1/output" 2>&1; echo $? > "$1/rc"' _ "$VOXBOOK_IMAGE_RESULT"
fi

npm run typecheck
npm run build

# Every vitest process of this run writes its SQL statements to the same capture (scripts/sql-check.ts reads it).
rm -rf test-results/sql
export VOXBOOK_SQL_CAPTURE_KEPT=1

in_background bash -c 'npx vitest run --project e2e > "$1/e2e.log" 2>&1; echo $? > "$1/e2e.rc"' _ "$results"
e2e_pid=${background[-1]}
server=0
VOXBOOK_TEST_NICE=10 npx vitest run --project server --project server-isolated || server=$?
while kill -0 "$e2e_pid" 2>/dev/null; do sleep 1; done
cat "$results/e2e.log"
e2e=$(cat "$results/e2e.rc" 2>/dev/null || echo 1)
image=0
[ "${VOXBOOK_IMAGE_TEST:-}" = skip ] || npx vitest run --project image || image=$?
[ "$server" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$image" -eq 0 ] || { echo "npm test: failed (server suites $server, end-to-end $e2e, image $image)" >&2; exit 1; }
npm run check:sql
