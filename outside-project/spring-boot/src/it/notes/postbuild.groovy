// Runs after the outside build. Fails the invocation unless it ran tests and all passed, and the
// processor generated the table class the starter made a bean of.

int run = new GroovyShell(new Binding(basedir: basedir, build: 'The outside Spring Boot build'))
    .evaluate(new File(scripts, 'tests-passed.groovy')) as int
if (!new File(basedir, 'target/generated-sources/annotations/com/example/boot/NotesTable.java').isFile()) {
    throw new IllegalStateException('The processor generated no NotesTable in the outside Spring Boot build.')
}
println "Outside Spring Boot project: Tests run: ${run}"
return true
