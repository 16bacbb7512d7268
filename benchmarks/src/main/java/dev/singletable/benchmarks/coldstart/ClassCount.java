package dev.singletable.benchmarks.coldstart;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Counts in a {@code -Xlog:class+load} log: every class, those mapped from the CDS archive,
 * lambda classes spun at run time ({@code Host$$Lambda$n/0x...}), those whose host is the runtime
 * or a generated class, lambda classes per host class, and other hidden classes (method handle and
 * string concatenation forms).
 */
record ClassCount(int classes, int shared, int lambdas, int singletableLambdas, int otherHidden,
    Map<String, Integer> lambdaHosts) {
  private static final Pattern GENERATED_OR_RUNTIME = Pattern.compile(
      "dev\\.singletable\\.(runtime\\..*|benchmarks\\.(FollowMapper|FollowKeys"
          + "|FollowRepository|BenchTable))\\$\\$Lambda.*");

  static ClassCount of(List<String> log) {
    int classes = 0;
    int shared = 0;
    int lambdas = 0;
    int singletableLambdas = 0;
    int otherHidden = 0;
    Map<String, Integer> lambdaHosts = new TreeMap<>();
    for (String line : log) {
      int start = line.indexOf("] ");
      if (!line.contains("[class,load]") || start < 0) {
        continue;
      }
      String name = line.substring(start + 2, line.indexOf(' ', start + 2));
      classes++;
      if (line.contains("source: shared objects file")) {
        shared++;
      }
      if (name.contains("$$Lambda")) {
        lambdas++;
        lambdaHosts.merge(name.substring(0, name.indexOf("$$Lambda")), 1, Integer::sum);
        if (GENERATED_OR_RUNTIME.matcher(name).matches()) {
          singletableLambdas++;
        }
      } else if (name.contains("/0x")) {
        otherHidden++;
      }
    }
    return new ClassCount(classes, shared, lambdas, singletableLambdas, otherHidden, lambdaHosts);
  }
}
