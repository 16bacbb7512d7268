package dev.singletable.centralcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check on small repositories written here: complete ones pass, and each planted defect gives
 * its own message (the messages are what a maintainer reads in the build's output).
 */
class CentralCheckTest {

  private static final String GROUP = "dev.example";
  private static final String LIB = "example-lib";
  private static final String PARENT = "example-parent";

  @TempDir
  Path repository;

  @Test
  void aCompleteReleaseBundlePasses() throws IOException {
    stageParent("1.0", true);
    stageLib("1.0", true, ".jar", "-sources.jar", "-javadoc.jar");

    CentralCheck.Result result = CentralCheck.run(options("1.0", true));

    assertEquals(List.of(), result.problems());
    assertEquals("OK", result.report().get(result.report().size() - 1));
    assertTrue(result.report().contains(
        "  checked: the .md5 and .sha1 checksums and the .asc signature of every file, and a release version"));
  }

  @Test
  void aMissingSourcesJarAndAPomWithoutLicencesAreNamed() throws IOException {
    stage(PARENT, "1.0-SNAPSHOT", pom(PARENT, "pom", "", METADATA.replace(LICENSES, "")), false);
    stageLib("1.0-SNAPSHOT", false, ".jar", "-javadoc.jar");

    List<String> problems = CentralCheck.run(options("1.0-SNAPSHOT", false)).problems();

    assertEquals(List.of(
        "example-parent: example-parent-1.0-SNAPSHOT.pom and its parents have no <licenses>. Declare the"
            + " licence (name and url) in the parent pom.",
        "example-lib: example-lib-1.0-SNAPSHOT.pom and its parents have no <licenses>. Declare the licence"
            + " (name and url) in the parent pom.",
        "example-lib: no example-lib-1.0-SNAPSHOT-sources.jar is staged: Central requires one beside every"
            + " jar. List maven-source-plugin (jar-no-fork) in the module's <plugins>."),
        problems);
  }

  @Test
  void aJavadocJarWithoutIndexAndABadChecksumInABundleAreNamed() throws IOException {
    stageParent("1.0", true);
    Path folder = stageLib("1.0", true, ".jar", "-sources.jar");
    writeJar(folder.resolve("example-lib-1.0-javadoc.jar"), "allclasses.html", true);
    Files.writeString(folder.resolve("example-lib-1.0.jar.sha1"), "0000");

    List<String> problems = CentralCheck.run(options("1.0", true)).problems();

    assertEquals(2, problems.size(), problems.toString());
    assertEquals("example-lib: example-lib-1.0-javadoc.jar holds no index.html: Central requires one beside"
        + " every jar. List maven-javadoc-plugin (jar) in the module's <plugins>, and do not skip it"
        + " (-Dmaven.javadoc.skip, -Psample).", problems.get(0));
    assertTrue(problems.get(1).startsWith("example-lib: example-lib-1.0.jar.sha1 says 0000, but the file's SHA-1 is "),
        problems.get(1));
  }

  @Test
  void aBuildsStagingNeedsNoChecksumsNorSignatures() throws IOException {
    stageParent("1.0-SNAPSHOT", false);
    Path folder = stageLib("1.0-SNAPSHOT", false, ".jar", "-sources.jar", "-javadoc.jar");
    try (var files = Files.list(folder)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".md5") || f.toString().endsWith(".sha1")).toList()) {
        Files.delete(file);
      }
    }

    CentralCheck.Result result = CentralCheck.run(options("1.0-SNAPSHOT", false));

    assertEquals(List.of(), result.problems());
    assertTrue(result.report().get(result.report().size() - 2).startsWith("  not checked: checksums and signatures"));
  }

  @Test
  void aReleaseNeedsSignaturesAndNoSnapshot() throws IOException {
    stageParent("1.0-SNAPSHOT", false);
    stageLib("1.0-SNAPSHOT", false, ".jar", "-sources.jar", "-javadoc.jar");

    List<String> problems = CentralCheck.run(options("1.0-SNAPSHOT", true)).problems();

    assertEquals("version 1.0-SNAPSHOT: Central takes no snapshot in a deployment. Release a version without"
        + " -SNAPSHOT.", problems.get(0));
    assertTrue(problems.contains("example-lib: no example-lib-1.0-SNAPSHOT-sources.jar.asc beside"
        + " example-lib-1.0-SNAPSHOT-sources.jar: Central requires a signature of every file. Does the"
        + " module's release profile run maven-gpg-plugin, and not skip it (gpg.skip)?"), problems.toString());
    // the snapshot, and 5 files unsigned (the checksums are there)
    assertEquals(1 + 5, problems.size(), problems.toString());
  }

  @Test
  void anUnpublishedModuleAndAMissingParentAreNamed() throws IOException {
    stageLib("1.0", false, ".jar", "-sources.jar", "-javadoc.jar");
    stage("example-samples", "1.0", pom("example-samples", "jar", PARENT_REF, ""), false);

    List<String> problems = CentralCheck.run(options("1.0", false)).problems();

    assertEquals(List.of(
        "example-samples: staged, but it is not one of the artifacts to publish (example-parent,"
            + " example-lib). Keep it out: maven.deploy.skip in its pom, and the release profile's"
            + " excludeArtifacts.",
        "example-parent: nothing is staged for version 1.0 in " + repository + ". Was it built in this"
            + " build, and not skipped (maven.deploy.skip)?",
        "example-lib: its parent dev.example:example-parent:1.0 is not staged, so a user's Maven could"
            + " not read this pom. Publish the parent too."),
        problems.subList(0, 3));
    assertTrue(problems.contains("example-lib: example-lib-1.0.pom and its parents have no <licenses>."
        + " Declare the licence (name and url) in the parent pom."), problems.toString());
  }

  @Test
  void anInheritedUrlGetsTheArtifactIdUnlessTheParentSaysNo() throws IOException {
    stage(PARENT, "1.0", pom(PARENT, "pom", "", METADATA).replace(" child.project.url.inherit.append.path=\"false\"", ""),
        false);
    stageLib("1.0", false, ".jar", "-sources.jar", "-javadoc.jar");

    List<String> problems = CentralCheck.run(options("1.0", false)).problems();

    assertEquals(List.of("example-lib: its effective <url> is https://example.dev/project/example-lib, but"
        + " example-parent's is https://example.dev/project. Keep them in step (singletable-bom repeats the"
        + " parent's)."), problems);
  }

  private CentralCheck.Options options(String version, boolean release) {
    List<String> args = new ArrayList<>(List.of("--group", GROUP, "--version", version, "--expect",
        PARENT + "," + LIB, "--repository", repository.toString()));
    if (release) {
      args.add("--release");
    }
    return CentralCheck.Options.parse(args.toArray(String[]::new));
  }

  private static final String LICENSES =
      "<licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url>"
          + "</license></licenses>";

  private static final String METADATA = "<url>https://example.dev/project</url>" + LICENSES
      + "<developers><developer><name>The maintainers</name></developer></developers>"
      + "<scm child.scm.connection.inherit.append.path=\"false\""
      + " child.scm.developerConnection.inherit.append.path=\"false\" child.scm.url.inherit.append.path=\"false\">"
      + "<connection>scm:git:https://example.dev/project.git</connection>"
      + "<developerConnection>scm:git:ssh://example.dev/project.git</developerConnection>"
      + "<url>https://example.dev/project</url></scm>";

  private static final String PARENT_REF =
      "<parent><groupId>" + GROUP + "</groupId><artifactId>" + PARENT + "</artifactId><version>VERSION</version></parent>";

  private static String pom(String artifactId, String packaging, String parent, String metadata) {
    String coordinates = parent.isEmpty() ? "<groupId>" + GROUP + "</groupId><version>VERSION</version>" : parent;
    return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\" child.project.url.inherit.append.path=\"false\">"
        + coordinates + "<artifactId>" + artifactId + "</artifactId><packaging>" + packaging + "</packaging>"
        + "<name>" + artifactId + "</name><description>An example.</description>" + metadata + "</project>";
  }

  private void stageParent(String version, boolean signed) throws IOException {
    stage(PARENT, version, pom(PARENT, "pom", "", METADATA), signed);
  }

  private Path stageLib(String version, boolean signed, String... jars) throws IOException {
    Path folder = stage(LIB, version, pom(LIB, "jar", PARENT_REF, ""), signed);
    for (String suffix : jars) {
      Path jar = folder.resolve(LIB + "-" + version + suffix);
      writeJar(jar, switch (suffix) {
        case ".jar" -> "dev/example/Lib.class";
        case "-sources.jar" -> "dev/example/Lib.java";
        default -> "index.html";
      }, signed);
    }
    return folder;
  }

  private Path stage(String artifactId, String version, String pom, boolean signed) throws IOException {
    Path folder = repository.resolve(GROUP.replace('.', '/')).resolve(artifactId).resolve(version);
    Files.createDirectories(folder);
    Path file = folder.resolve(artifactId + "-" + version + ".pom");
    Files.writeString(file, pom.replace("VERSION", version));
    finish(file, signed);
    return folder;
  }

  private static void writeJar(Path jar, String entry, boolean signed) throws IOException {
    try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
      zip.putNextEntry(new ZipEntry(entry));
      zip.write("x".getBytes(StandardCharsets.UTF_8));
      zip.closeEntry();
    }
    finish(jar, signed);
  }

  private static void finish(Path file, boolean signed) throws IOException {
    checksums(file);
    if (signed) {
      Files.writeString(file.resolveSibling(file.getFileName() + ".asc"),
          "-----BEGIN PGP SIGNATURE-----\n\nstand-in\n-----END PGP SIGNATURE-----\n");
    }
  }

  private static void checksums(Path file) throws IOException {
    for (String algorithm : List.of("MD5", "SHA-1")) {
      try {
        byte[] digest = MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file));
        String extension = algorithm.equals("MD5") ? ".md5" : ".sha1";
        Files.writeString(file.resolveSibling(file.getFileName() + extension), HexFormat.of().formatHex(digest));
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
