// Runs after the module-path build. Fails the invocation unless it ran tests and all passed, and
// its tests check that they ran in the named module com.example.modular.

int run = new GroovyShell(new Binding(basedir: basedir, build: 'The module-path build'))
    .evaluate(new File(scripts, 'tests-passed.groovy')) as int
println "Outside module-path project: Tests run: ${run}"
return true
