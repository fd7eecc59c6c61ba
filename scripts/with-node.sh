#!/usr/bin/env bash
# Runs a command with a Node that meets the project's engines, fetching it first when the machine's
# is older (scripts/ensure-node.sh): `npm start` and `npm test` go through here, so a newcomer's
# first command works whatever Node the machine has.
set -euo pipefail
# shellcheck source=ensure-node.sh
source "$(dirname "$0")/ensure-node.sh" || exit 1
exec "$@"
