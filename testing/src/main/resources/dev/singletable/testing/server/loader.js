// The end of the script that DynaliteProcess passes to `node -e`: before it, DynaliteProcess defines
// `sources`, each module of this folder as a function of (module, exports, require). `load` runs them
// as CommonJS modules: './name' is one of them, any other name is Node's require (from the working
// directory, the dynalite folder). Passing the modules in the script works wherever dynalite is.
load.resolve = require.resolve
function load (name) {
  if (!(name in sources)) return require(name)
  if (!loaded[name]) {
    const module = { exports: {} }
    loaded[name] = module
    sources[name](module, module.exports, load)
  }
  return loaded[name].exports
}
const loaded = {}
load('./main')
