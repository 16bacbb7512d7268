// Runs after the outside build. Fails the invocation unless the outside build ran tests and all
// passed (Maven 3.8's default Surefire, 2.12.4, would pass while running none), and unless the
// processor generated the table class, and unless every library jar is the JPMS module it should be.

int run = new GroovyShell(new Binding(basedir: basedir, build: 'The outside build'))
    .evaluate(new File(scripts, 'tests-passed.groovy')) as int
if (!new File(basedir, 'target/generated-sources/annotations/com/example/follows/SocialTable.java').isFile()) {
    throw new IllegalStateException('The processor generated no SocialTable in the outside build.')
}
// Module-path users get real modules (module-info.java) of the library jars, exporting exactly their
// API (and, for the runtime, the internal package generated code calls); the processor, which runs
// inside javac, keeps a stable automatic name (without the manifest entry Java would derive
// "singletable.processor" from the file name).
def exported = [annotations: ['dev.singletable.annotations'], layout: ['dev.singletable.layout'],
    runtime: ['dev.singletable.runtime', 'dev.singletable.runtime.internal']
        + ['batch', 'codec', 'exec', 'expr', 'query', 'request', 'table', 'tx'].collect { "dev.singletable.runtime.internal.${it}" as String }, testing: ['dev.singletable.testing'],
    processor: null]
exported.each { String name, List<String> packages ->
    File folder = new File(localRepositoryPath, "dev/singletable/singletable-${name}/${projectVersion}")
    File jar = new File(folder, "singletable-${name}-${projectVersion}.jar")
    def descriptors = java.lang.module.ModuleFinder.of(jar.toPath()).findAll()*.descriptor()
    String module = descriptors*.name().join(',')
    if (module != "dev.singletable.${name}") {
        throw new IllegalStateException("${jar} is module '${module}', not 'dev.singletable.${name}'.")
    }
    def descriptor = descriptors[0]
    if (packages == null) {
        if (!descriptor.isAutomatic()) {
            throw new IllegalStateException("${jar} should be an automatic module (Automatic-Module-Name).")
        }
    } else {
        def exports = descriptor.exports()*.source().sort()
        if (descriptor.isAutomatic() || exports != packages.sort()) {
            throw new IllegalStateException("${jar} should be an explicit module exporting ${packages},"
                + " but is ${descriptor.isAutomatic() ? 'automatic' : 'exporting ' + exports}: check its module-info.java.")
        }
    }
}
println "Outside project: Tests run: ${run}"
return true
