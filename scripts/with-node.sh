#!/bin/sh
# Runs a command with Node.js 24+ first on PATH (see scripts/ensure-node.sh): the npm scripts that
# run Cairn's code go through it, so `npm start` and `npm test` work where the system's node is 20.
set -eu
node_dir=$(sh "$(dirname "$0")/ensure-node.sh")
PATH="$node_dir:$PATH"
export PATH
exec "$@"
