#!/usr/bin/env bash
# Sourced by scripts/with-node.sh (and so by `npm start`, `npm test` and .ci/run): puts a Node that
# meets package.json's engines (>= 22.22, which react-router 8 and @whatwg-node need) first on PATH.
# When the machine's Node is older, the version in .node-version is installed from the npm registry
# (the node-linux-<arch> package holds the official binary), so no other download source is needed.
# It prints one line when it switches, and one sentence saying what to do when it cannot.
required_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 22) ? 0 : 1)' 2>/dev/null
}
if ! required_ok; then
  version="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
  found="$(node --version 2>/dev/null || echo none)"
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "FreshMeals needs Node >= 22.22 and there is no Node package for $(uname -m) on the npm registry: install Node $version and run the command again." >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/freshmeals-node/$version"
  bin="$dir/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1 ||
      ! npm install --prefix "$dir" --no-audit --no-fund --no-save --loglevel=error "node-linux-$arch@$version" >/dev/null 2>&1 ||
      [ ! -x "$bin/node" ]; then
      echo "FreshMeals needs Node >= 22.22 (this machine has $found) and could not fetch Node $version from the npm registry: install Node $version (see .node-version) and run the command again." >&2
      return 1
    fi
  fi
  export PATH="$bin:$PATH"
  hash -r
  echo "Using Node $version from $bin (this machine's node is $found; the project needs >= 22.22)"
fi
