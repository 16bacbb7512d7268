package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding node and dynalite on a machine described by maps and a URL, not by this JVM. */
class InstallationTest {

  @TempDir Path temp;
  private final Map<String, String> properties = new HashMap<>();
  private final Map<String, String> environment = new HashMap<>();
  private Path node;
  private Path classes;

  @BeforeEach
  void fakeNodeOnPathAndClassesWithDynalite() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    node = Files.createFile(bin.resolve("node"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
    environment.put("PATH", temp.resolve("empty-bin") + File.pathSeparator + bin);
    properties.put("user.home", temp.resolve("home").toString());
    classes = temp.resolve("classes");
    fakeDynalite(classes.resolve(Installation.BUNDLE_FOLDER));
  }

  @Test
  void usesTheCarriedFolderInPlaceWhenTheClassesAreInAFolder() {
    assertEquals(new Installation(node, classes.resolve(Installation.BUNDLE_FOLDER),
            Installation.cacheRoot(properties::get, environment::get)),
        find(bundleIn(classes)));
  }

  @Test
  void extractsTheCarriedCopyIntoTheCacheFolderWhenTheClassesAreInAJar() throws IOException {
    Path jar = TestJars.write(temp.resolve("testing.jar"), Map.of(
        Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE, "{\"version\": \"4.0.0\"}",
        Installation.BUNDLE_FOLDER + "node_modules/dynalite/index.js", "module.exports = 1\n"));
    properties.put("singletable.cache.dir", temp.resolve("cache").toString());
    Path dynalite = find(TestJars.url(jar, Installation.BUNDLE_FOLDER
        + Installation.DYNALITE_PACKAGE)).dynaliteDirectory();
    assertEquals(temp.resolve("cache"), dynalite.getParent());
    assertTrue(dynalite.getFileName().toString().matches("dynalite-4\\.0\\.0-[0-9a-f]{12}"),
        dynalite.toString());
    assertEquals("module.exports = 1\n",
        Files.readString(dynalite.resolve("node_modules/dynalite/index.js")));
  }

  @Test
  void theOverrideWinsOverTheCarriedCopy() {
    Path dynalite = fakeDynalite(temp.resolve("dynalite"));
    environment.put("SINGLETABLE_DYNALITE_DIR", dynalite.toString());
    assertEquals(dynalite, find(bundleIn(classes)).dynaliteDirectory());
  }

  @Test
  void propertyWinsOverEnvironment() {
    Path fromProperty = fakeDynalite(temp.resolve("a"));
    properties.put("singletable.dynalite.dir", fromProperty.toString());
    environment.put("SINGLETABLE_DYNALITE_DIR", fakeDynalite(temp.resolve("b")).toString());
    assertEquals(fromProperty, find(bundleIn(classes)).dynaliteDirectory());
  }

  @Test
  void cacheFolderIsTheSettingElseXdgCacheHomeElseDotCacheInTheHomeFolder() {
    assertEquals(temp.resolve("home/.cache/singletable"), cacheRoot());
    environment.put("XDG_CACHE_HOME", "relative/is/ignored");
    assertEquals(temp.resolve("home/.cache/singletable"), cacheRoot());
    environment.put("XDG_CACHE_HOME", temp.resolve("xdg").toString());
    assertEquals(temp.resolve("xdg/singletable"), cacheRoot());
    environment.put("SINGLETABLE_CACHE_DIR", temp.resolve("from-env").toString());
    assertEquals(temp.resolve("from-env"), cacheRoot());
    properties.put("singletable.cache.dir", temp.resolve("from-property").toString());
    assertEquals(temp.resolve("from-property"), cacheRoot());
  }

  @Test
  void overrideWithoutDynaliteSaysWhatToPutThereOrToUnsetIt() throws IOException {
    Path empty = Files.createDirectories(temp.resolve("empty"));
    properties.put("singletable.dynalite.dir", empty.toString());
    assertEquals("dynalite not found: -Dsingletable.dynalite.dir is '" + empty + "', which has no"
        + " node_modules/dynalite/package.json. Point it at a folder in which 'npm install"
        + " dynalite@4.0.0' ran, or unset it to use the dynalite that singletable-testing"
        + " carries.", failure(bundleIn(classes)));
  }

  @Test
  void overrideVariableWithoutDynaliteNamesTheVariable() throws IOException {
    environment.put("SINGLETABLE_DYNALITE_DIR",
        Files.createDirectories(temp.resolve("empty")).toString());
    String message = failure(bundleIn(classes));
    assertTrue(message.startsWith("dynalite not found: SINGLETABLE_DYNALITE_DIR is '"), message);
  }

  @Test
  void classesWithoutTheCarriedCopySayWhichSettingToUse() {
    assertEquals("dynalite not found: the singletable-testing classes on the class path carry no"
        + " dev/singletable/testing/dynalite/node_modules/dynalite/package.json, and neither"
        + " SINGLETABLE_DYNALITE_DIR nor -Dsingletable.dynalite.dir is set. Set one of them to a"
        + " folder in which 'npm install dynalite@4.0.0' ran.", failure(null));
  }

  @Test
  void extractionFailureNamesTheFolderAndTheSettings() throws IOException {
    Path jar = TestJars.write(temp.resolve("testing.jar"), Map.of(
        Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE, "{\"version\": \"4.0.0\"}"));
    Path notAFolder = Files.writeString(temp.resolve("file"), "");
    environment.put("SINGLETABLE_CACHE_DIR", notAFolder.toString());
    String message = failure(TestJars.url(jar,
        Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE));
    assertTrue(message.startsWith("Could not extract the dynalite that singletable-testing"
        + " carries from " + jar + " into " + notAFolder + ": java.nio.file."), message);
    assertTrue(message.endsWith(". Make that folder writable, or set SINGLETABLE_CACHE_DIR (or"
        + " -Dsingletable.cache.dir) to a writable folder (now SINGLETABLE_CACHE_DIR is '"
        + notAFolder + "'), or set SINGLETABLE_DYNALITE_DIR to a folder in which 'npm install"
        + " dynalite@4.0.0' ran."), message);
  }

  @Test
  void aCarriedCopyInAJarThatIsNoLocalFileSaysToUseTheOverride() throws MalformedURLException {
    URL remote = new URL("jar:https://example.com/testing.jar!/"
        + Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE);
    assertEquals("Cannot run the dynalite that singletable-testing carries from " + remote
        + ": only a folder or a jar file on the class path can be used. Set"
        + " SINGLETABLE_DYNALITE_DIR (or -Dsingletable.dynalite.dir) to a folder in which 'npm"
        + " install dynalite@4.0.0' ran.", failure(remote));
  }

  @Test
  void nodeMissingFromThePathSaysToInstallNode() {
    environment.put("PATH", temp.resolve("empty-bin").toString());
    assertEquals("Node.js not found: no 'node' executable on the PATH (" + temp.resolve("empty-bin")
        + "). Install Node.js 20, or set SINGLETABLE_NODE (or -Dsingletable.node) to the node"
        + " executable.", failure(bundleIn(classes)));
  }

  @Test
  void nodeSettingThatIsNoExecutableIsReported() {
    environment.put("SINGLETABLE_NODE", temp.resolve("no-such-node").toString());
    assertEquals("Node.js not found: SINGLETABLE_NODE is '" + temp.resolve("no-such-node")
        + "', which is not an executable file. Point it at the node executable of Node.js 20, or"
        + " unset it to use 'node' from the PATH.", failure(bundleIn(classes)));
  }

  private Installation find(URL bundle) {
    return Installation.find(properties::get, environment::get, bundle);
  }

  private String failure(URL bundle) {
    return assertThrows(LocalDynamoDbException.class, () -> find(bundle)).getMessage();
  }

  private Path cacheRoot() {
    return Installation.cacheRoot(properties::get, environment::get).path();
  }

  private static URL bundleIn(Path classes) {
    try {
      return classes.resolve(Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE)
          .toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(e);
    }
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
