// Runs after the outside build. Fails the invocation unless it ran tests and all passed, and the
// processor generated the table class the starter made a bean of.

String log = new File(basedir, 'build.log').getText('UTF-8')
def totals = (log =~ /(?m)^(?:\[INFO\] )?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)$/)
if (!totals.find()) {
    throw new IllegalStateException("build.log has no Surefire summary ('Tests run: N, ...'), so no test ran.")
}
int run = totals.group(1) as int
if (run == 0 || totals.group(2) != '0' || totals.group(3) != '0') {
    throw new IllegalStateException("The outside build ran ${run} tests with ${totals.group(2)} failures and ${totals.group(3)} errors.")
}
if (!new File(basedir, 'target/generated-sources/annotations/com/example/boot/NotesTable.java').isFile()) {
    throw new IllegalStateException('The processor generated no NotesTable in the outside Spring Boot build.')
}
println "Outside Spring Boot project: Tests run: ${run}"
return true
