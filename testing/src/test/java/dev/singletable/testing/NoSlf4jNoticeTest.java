package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A project without an SLF4J binding sees no SLF4J notice from starting a server. The AWS SDK
 * depends on slf4j-api and prints the notice when a client is built; the server's readiness
 * check therefore uses no SDK class. The child JVM runs on this module's class path without the
 * test-only binding (slf4j-nop).
 */
class NoSlf4jNoticeTest {

  @Test
  void startingAndClosingAServerPrintsNoSlf4jNotice() throws Exception {
    Child child = run("start");
    assertEquals("started\n", child.stdout(), child.stderr());
    assertTrue(child.stderr().lines().noneMatch(line -> line.contains("SLF4J")), child.stderr());
  }

  @Test
  void theChildHasNoBindingSoAnSdkClientPrintsTheNotice() throws Exception {
    Child child = run("client");
    assertEquals("listed\n", child.stdout(), child.stderr());
    assertTrue(child.stderr().contains("SLF4J"), child.stderr());
  }

  private static Child run(String what) throws IOException, InterruptedException {
    String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("slf4j-nop"))
        .collect(Collectors.joining(File.pathSeparator));
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process jvm = new ProcessBuilder(
        List.of(java.toString(), "-cp", classPath, StartAndClose.class.getName(), what)).start();
    jvm.getOutputStream().close();
    String stdout = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String stderr = new String(jvm.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, jvm.waitFor(), stderr);
    return new Child(stdout, stderr);
  }

  private record Child(String stdout, String stderr) {}

  /** Started in the child JVM: starts a server and, for "client", lists its tables. */
  static final class StartAndClose {
    public static void main(String[] args) {
      try (LocalDynamoDb dynamo = LocalDynamoDb.start()) {
        if (args[0].equals("client")) {
          dynamo.newClient().listTables();
          System.out.println("listed");
        } else {
          System.out.println("started");
        }
      }
    }
  }
}
