// Shared by the outside projects' postbuild scripts (through the 'scripts' folder the invoker names):
// fails unless build.log in 'basedir' has a Surefire summary with tests run and none
// failed (Maven 3.8's default Surefire, 2.12.4, would pass while running none), and returns how many
// ran. 'basedir' and 'build' (the build's name for messages) are bound by the caller.

String log = new File(basedir, 'build.log').getText('UTF-8')
def totals = (log =~ /(?m)^(?:\[(?:INFO|ERROR)\] )?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)$/)
if (!totals.find()) {
    throw new IllegalStateException("build.log has no Surefire summary ('Tests run: N, ...'), so no test ran.")
}
int run = totals.group(1) as int
if (run == 0 || totals.group(2) != '0' || totals.group(3) != '0') {
    throw new IllegalStateException("${build} ran ${run} tests with ${totals.group(2)} failures and ${totals.group(3)} errors.")
}
return run
