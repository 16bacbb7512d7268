// Runs after the outside build. Fails the invocation unless the outside build ran tests and all
// passed (Maven 3.8's default Surefire, 2.12.4, would pass while running none), and unless the
// processor generated the table class, and unless every library jar names its JPMS module.

String log = new File(basedir, 'build.log').getText('UTF-8')
def totals = (log =~ /(?m)^(?:\[INFO\] )?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)$/)
if (!totals.find()) {
    throw new IllegalStateException("build.log has no Surefire summary ('Tests run: N, ...'), so no test ran.")
}
int run = totals.group(1) as int
if (run == 0 || totals.group(2) != '0' || totals.group(3) != '0') {
    throw new IllegalStateException("The outside build ran ${run} tests with ${totals.group(2)} failures and ${totals.group(3)} errors.")
}
if (!new File(basedir, 'target/generated-sources/annotations/com/example/follows/SocialTable.java').isFile()) {
    throw new IllegalStateException('The processor generated no SocialTable in the outside build.')
}
// Module-path users need stable names: without the manifest entry, Java would derive
// "singletable.runtime" from the file name.
['annotations', 'layout', 'runtime', 'processor', 'testing'].each { String name ->
    File folder = new File(localRepositoryPath, "dev/singletable/singletable-${name}/${projectVersion}")
    File jar = new File(folder, "singletable-${name}-${projectVersion}.jar")
    String module = java.lang.module.ModuleFinder.of(jar.toPath()).findAll()*.descriptor()*.name().join(',')
    if (module != "dev.singletable.${name}") {
        throw new IllegalStateException("${jar} is module '${module}', not 'dev.singletable.${name}': set its Automatic-Module-Name.")
    }
}
println "Outside project: Tests run: ${run}"
return true
