// The end of the launcher script (LauncherScript.java): before it, the script defines `sources`, each
// module of this folder as a function of (module, exports, require). `load` runs them as CommonJS
// modules: './name' is one of them, any other name is resolved from the working directory (the dynalite
// folder), not from the script's own folder, so the script works wherever dynalite is.
const nodeRequire = require('module').createRequire(require('path').join(process.cwd(), 'launcher.js'))
load.resolve = nodeRequire.resolve
function load (name) {
  if (!(name in sources)) return nodeRequire(name)
  if (!loaded[name]) {
    const module = { exports: {} }
    loaded[name] = module
    sources[name](module, module.exports, load)
  }
  return loaded[name].exports
}
const loaded = {}
load('./main')
