package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding node and dynalite on a machine described by maps, not by this JVM's settings. */
class InstallationTest {

  @TempDir Path temp;
  private final Map<String, String> properties = new HashMap<>();
  private final Map<String, String> environment = new HashMap<>();
  private Path node;

  @BeforeEach
  void fakeNodeOnPath() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    node = Files.createFile(bin.resolve("node"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
    environment.put("PATH", temp.resolve("empty-bin") + File.pathSeparator + bin);
  }

  @Test
  void findsNodeOnThePath() {
    Path dynalite = fakeDynalite(temp.resolve("dynalite"));
    properties.put("singletable.dynalite.dir", dynalite.toString());
    assertEquals(new Installation(node, dynalite), find(temp));
  }

  @Test
  void walksUpFromTheWorkingDirectoryToTheCheckout() throws IOException {
    Path checkout = temp.resolve("checkout");
    Path dynalite = fakeDynalite(checkout.resolve("testing/dynalite"));
    Path samples = Files.createDirectories(checkout.resolve("samples/src"));
    assertEquals(dynalite, find(samples).dynaliteDirectory());
    assertEquals(dynalite, find(checkout).dynaliteDirectory());
  }

  @Test
  void propertyWinsOverEnvironment() {
    Path fromProperty = fakeDynalite(temp.resolve("a"));
    properties.put("singletable.dynalite.dir", fromProperty.toString());
    environment.put("SINGLETABLE_DYNALITE_DIR", fakeDynalite(temp.resolve("b")).toString());
    assertEquals(fromProperty, find(temp).dynaliteDirectory());
  }

  @Test
  void dynaliteDirectoryPropertyWithoutDynaliteSaysHowToInstallIt() throws IOException {
    Path empty = Files.createDirectories(temp.resolve("empty"));
    properties.put("singletable.dynalite.dir", empty.toString());
    String message = assertThrows(LocalDynamoDbException.class, () -> find(temp)).getMessage();
    assertEquals("dynalite not found: -Dsingletable.dynalite.dir is '" + empty + "', which has no"
        + " node_modules/dynalite. Run 'npm ci --prefix testing/dynalite' from the singletable"
        + " checkout and point -Dsingletable.dynalite.dir at its testing/dynalite folder, or unset"
        + " it to find testing/dynalite above the working directory.", message);
  }

  @Test
  void dynaliteDirectoryVariableWithoutDynaliteNamesTheVariable() throws IOException {
    environment.put("SINGLETABLE_DYNALITE_DIR",
        Files.createDirectories(temp.resolve("empty")).toString());
    String message = assertThrows(LocalDynamoDbException.class, () -> find(temp)).getMessage();
    assertTrue(message.startsWith("dynalite not found: SINGLETABLE_DYNALITE_DIR is '"), message);
  }

  @Test
  void checkoutWithoutNpmInstallSaysWhereToRunNpmCi() throws IOException {
    Path checkout = temp.resolve("checkout");
    Files.createDirectories(checkout.resolve("testing/dynalite"));
    Files.writeString(checkout.resolve("testing/dynalite/package.json"), "{}");
    Path samples = Files.createDirectories(checkout.resolve("samples"));
    String message = assertThrows(LocalDynamoDbException.class, () -> find(samples)).getMessage();
    assertEquals("dynalite is not installed in " + checkout.resolve("testing/dynalite")
        + " (no node_modules/dynalite). Run 'npm ci --prefix testing/dynalite' in " + checkout
        + ".", message);
  }

  @Test
  void outsideAnyCheckoutSaysWhereItLookedAndHowToFixIt() throws IOException {
    Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
    String message = assertThrows(LocalDynamoDbException.class, () -> find(elsewhere)).getMessage();
    assertEquals("dynalite not found: no testing/dynalite/node_modules/dynalite in " + elsewhere
        + " or any folder above it, and neither SINGLETABLE_DYNALITE_DIR nor"
        + " -Dsingletable.dynalite.dir is set. Run 'npm ci --prefix testing/dynalite' from the root"
        + " of the singletable checkout, or set SINGLETABLE_DYNALITE_DIR to a folder containing"
        + " node_modules/dynalite.", message);
  }

  @Test
  void nodeMissingFromThePathSaysToInstallNode() {
    environment.put("PATH", temp.resolve("empty-bin").toString());
    String message = assertThrows(LocalDynamoDbException.class, () -> find(temp)).getMessage();
    assertEquals("Node.js not found: no 'node' executable on the PATH (" + temp.resolve("empty-bin")
        + "). Install Node.js 20, or set SINGLETABLE_NODE (or -Dsingletable.node) to the node"
        + " executable.", message);
  }

  @Test
  void nodeSettingThatIsNoExecutableIsReported() {
    environment.put("SINGLETABLE_NODE", temp.resolve("no-such-node").toString());
    String message = assertThrows(LocalDynamoDbException.class, () -> find(temp)).getMessage();
    assertEquals("Node.js not found: SINGLETABLE_NODE is '" + temp.resolve("no-such-node")
        + "', which is not an executable file. Point it at the node executable of Node.js 20, or"
        + " unset it to use 'node' from the PATH.", message);
  }

  private Installation find(Path workingDirectory) {
    return Installation.find(properties::get, environment::get, workingDirectory);
  }

  private static Path fakeDynalite(Path directory) {
    try {
      Path dynalite = Files.createDirectories(directory.resolve("node_modules/dynalite"));
      Files.writeString(dynalite.resolve("package.json"), "{\"name\": \"dynalite\"}");
      return directory;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
