package dev.singletable.benchmarks.jmh;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Runs JMH with the usual command line (for example {@code -f 1 -wi 3 -i 5 -prof gc}), then prints a
 * Markdown table: per operation and variant the median time and bytes per operation, and both as
 * ratios against the hand-written variant. For calls, the mapping part is the time above the
 * {@code *Floor} benchmark of the same operation, compared the same way.
 */
public final class Benchmarks {
  private static final String[] VARIANTS = {"Floor", "Generated", "HandWritten", "EnhancedStatic",
      "EnhancedBean", "EnhancedImmutable"};

  private Benchmarks() {}

  public static void main(String[] args) throws CommandLineOptionException, RunnerException {
    Collection<RunResult> results = new Runner(new CommandLineOptions(args)).run();
    Map<String, Map<String, RunResult>> byOperation = new LinkedHashMap<>();
    for (RunResult result : results) {
      String method = result.getParams().getBenchmark();
      method = method.substring(method.lastIndexOf('.') + 1);
      for (String variant : VARIANTS) {
        if (method.endsWith(variant)) {
          byOperation.computeIfAbsent(method.substring(0, method.length() - variant.length()),
              operation -> new LinkedHashMap<>()).put(variant, result);
        }
      }
    }
    System.out.println();
    System.out.println("| operation | variant | time (median) | bytes/op | time / hand-written"
        + " | bytes / hand-written | mapping part above floor | mapping / hand-written's |");
    System.out.println("|---|---|---|---|---|---|---|---|");
    byOperation.forEach(Benchmarks::printOperation);
  }

  private static void printOperation(String operation, Map<String, RunResult> variants) {
    RunResult base = variants.get("HandWritten");
    RunResult floor = variants.get("Floor");
    for (String variant : VARIANTS) {
      RunResult result = variants.get(variant);
      if (result == null) {
        continue;
      }
      String mapping = "";
      String mappingRatio = "";
      if (floor != null && base != null && result != floor) {
        double part = time(result) - time(floor);
        mapping = format(part) + " " + unit(result);
        mappingRatio = ratio(part, time(base) - time(floor));
      }
      System.out.printf(Locale.ROOT, "| %s | %s | %s %s | %s | %s | %s | %s | %s |%n", operation,
          variant, format(time(result)), unit(result), format(bytes(result)),
          base == null ? "" : ratio(time(result), time(base)),
          base == null ? "" : ratio(bytes(result), bytes(base)), mapping, mappingRatio);
    }
  }

  private static double time(RunResult result) {
    return result.getPrimaryResult().getStatistics().getPercentile(50);
  }

  private static String unit(RunResult result) {
    return result.getPrimaryResult().getScoreUnit();
  }

  private static double bytes(RunResult result) {
    Result<?> allocation = result.getSecondaryResults().get("gc.alloc.rate.norm");
    return allocation == null ? Double.NaN : allocation.getStatistics().getPercentile(50);
  }

  private static String ratio(double value, double base) {
    return Double.isNaN(value) || base <= 0 ? "" : String.format(Locale.ROOT, "%.2fx", value / base);
  }

  private static String format(double value) {
    return Double.isNaN(value) ? "" : String.format(Locale.ROOT, value < 10 ? "%.2f" : "%.0f", value);
  }
}
