package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A JVM killed with SIGKILL runs no shutdown hook; dynalite must still go away by itself. */
class OrphanTest {

  @Test
  void dynaliteExitsWhenItsJvmIsKilled() throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process jvm = new ProcessBuilder(List.of(java.toString(), "-cp",
        System.getProperty("java.class.path"), StartAndPrintPid.class.getName()))
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    long nodePid;
    try (BufferedReader out = jvm.inputReader(StandardCharsets.UTF_8)) {
      String line = out.readLine();
      assertTrue(line != null && line.matches("\\d+"), "child JVM printed " + line);
      nodePid = Long.parseLong(line);
      ProcessHandle node = ProcessHandle.of(nodePid).orElseThrow();
      assertTrue(node.isAlive());
      jvm.destroyForcibly().waitFor();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (node.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertFalse(node.isAlive(), "node " + nodePid + " outlived its killed JVM");
    } finally {
      jvm.destroyForcibly();
    }
  }

  /** Started in the child JVM: starts a server, prints the node pid and waits to be killed. */
  static final class StartAndPrintPid {
    public static void main(String[] args) throws InterruptedException {
      LocalDynamoDb dynamo = LocalDynamoDb.start();
      System.out.println(dynamo.process().pid());
      System.out.flush();
      Thread.sleep(TimeUnit.MINUTES.toMillis(1));
    }
  }
}
