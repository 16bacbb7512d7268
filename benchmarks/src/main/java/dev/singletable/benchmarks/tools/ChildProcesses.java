package dev.singletable.benchmarks.tools;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs child processes and measures them: wall time by the clock, CPU time from the children's
 * user and system time that Linux adds to this process's {@code /proc/self/stat} when it reaps
 * them (clock ticks of 10 ms).
 */
public final class ChildProcesses {
  private static final double MILLIS_PER_TICK = 10;

  private ChildProcesses() {}

  /** Wall and CPU milliseconds of one run. */
  public record Timing(double wallMillis, double cpuMillis) {}

  /** Runs {@code command}, output to this process's, and fails unless it exits with 0. */
  public static Timing run(List<String> command) {
    try {
      long cpuBefore = childrenCpuTicks();
      long start = System.nanoTime();
      Process process = new ProcessBuilder(command).inheritIO().start();
      int status = process.waitFor();
      long wall = System.nanoTime() - start;
      long cpu = childrenCpuTicks() - cpuBefore;
      if (status != 0) {
        throw new IllegalStateException("exit status " + status + " from " + command);
      }
      return new Timing(wall / 1e6, cpu * MILLIS_PER_TICK);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** The java launcher of this JVM. */
  public static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** This JVM's class path entries. */
  public static List<String> classPath() {
    return Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
  }

  /** The median of {@code values}. */
  public static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    sorted.sort(null);
    int middle = sorted.size() / 2;
    return sorted.size() % 2 == 1 ? sorted.get(middle)
        : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
  }

  private static long childrenCpuTicks() throws IOException {
    String stat = Files.readString(Path.of("/proc/self/stat"));
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
  }
}
