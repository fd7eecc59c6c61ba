#!/usr/bin/env bash
# Sourced by .ci/run: puts a Node that meets package.json's engines (>= 22.22, which react-router 8
# and @whatwg-node need) first on PATH. When the machine's Node is older, the version in
# .node-version is installed from the npm registry (the node-linux-<arch> package holds the
# official binary), so no other download source is needed.
required_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 22) ? 0 : 1)'
}
if ! required_ok; then
  version="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "ensure-node: no Node package for $(uname -m); install Node >= 22.22" >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/freshmeals-node/$version"
  if [ ! -x "$dir/node_modules/node-linux-$arch/bin/node" ]; then
    echo "ensure-node: installing Node $version (node-linux-$arch from the npm registry)"
    npm install --prefix "$dir" --no-audit --no-fund --no-save "node-linux-$arch@$version" >/dev/null
  fi
  export PATH="$dir/node_modules/node-linux-$arch/bin:$PATH"
  hash -r
fi
echo "node $(node --version)"
