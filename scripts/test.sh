#!/usr/bin/env bash
# npm test: everything CI runs (docs/decisions/057). The container image's build (scripts/image-test.sh: ~15 minutes
# on a cold machine, mostly waiting on the package mirror and one compiler) starts first, at the lowest priority, and
# builds beside the type check, the build and the suites, taking the cores they leave idle; the image project, last
# in vitest's group order, reads its result (scripts/image.test.ts). VOXBOOK_IMAGE_TEST=skip leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."

image_pid=''
stop_image() {
  # A run that ends early (a type error, a failed build, Ctrl-C) takes the build in the background with it.
  if [ -n "$image_pid" ] && kill -0 "$image_pid" 2>/dev/null; then kill -TERM -- "-$image_pid" 2>/dev/null || true; fi
  if [ -n "${VOXBOOK_IMAGE_RESULT:-}" ]; then rm -rf "$VOXBOOK_IMAGE_RESULT"; fi
}
trap stop_image EXIT

if [ "${VOXBOOK_IMAGE_TEST:-}" != skip ]; then
  VOXBOOK_IMAGE_RESULT=$(mktemp -d "${TMPDIR:-/tmp}/voxbook-image-result.XXXXXX")
  export VOXBOOK_IMAGE_RESULT
  # In a process group of its own (setsid), so that stop_image reaches buildah and the compilers too.
  setsid bash -c 'nice -n 19 bash scripts/image-test.sh > "$1/output" 2>&1; echo $? > "$1/rc"' _ "$VOXBOOK_IMAGE_RESULT" < /dev/null &
  image_pid=$!
fi

npm run typecheck
npm run build
# The server suites, then the end-to-end files one at a time, then the image (vitest.config.ts's group order).
npx vitest run "$@"
npm run check:sql
