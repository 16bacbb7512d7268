package dev.singletable.centralcheck;

import dev.singletable.centralcheck.Pom.Coordinates;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Fails the build unless the staged artifacts are what Maven Central's portal accepts. {@code mvn
 * verify} runs it on what stage.groovy staged (what a deploy of the build would upload); {@code mvn
 * -Prelease deploy} on the bundle central-publishing-maven-plugin staged, before it is uploaded
 * (central-check/pom.xml). Arguments: {@code --group G --version V --expect a,b,c [--release]
 * --repository DIR}; {@code --release}: a bundle, whose checksums and signatures are checked, of a
 * version that is not a snapshot.
 */
public final class CentralCheck {

  /** What to check: the artifacts to publish, in order, the first being the others' parent. */
  record Options(String groupId, String version, List<String> expected, boolean release, Path repository) {

    static Options parse(String... args) {
      String group = null;
      String version = null;
      List<String> expected = List.of();
      boolean release = false;
      Path repository = null;
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--group" -> group = args[++i];
          case "--version" -> version = args[++i];
          case "--expect" -> expected = List.of(args[++i].split(","));
          case "--release" -> release = true;
          case "--repository" -> repository = Path.of(args[++i]);
          default -> throw new IllegalArgumentException("unknown argument " + args[i]);
        }
      }
      if (group == null || version == null || expected.isEmpty() || repository == null) {
        throw new IllegalArgumentException("usage: --group G --version V --expect a,b [--release] --repository DIR");
      }
      return new Options(group, version, expected, release, repository);
    }
  }

  /** The problems (none when Central would accept the artifacts), and a summary of what was checked. */
  record Result(List<String> problems, List<String> report) {}

  private CentralCheck() {}

  public static void main(String[] args) throws IOException {
    Result result = run(Options.parse(args));
    result.report().forEach(line -> System.out.println("[central-check] " + line));
    if (!result.problems().isEmpty()) {
      result.problems().forEach(problem -> System.out.println("[central-check] PROBLEM " + problem));
      throw new Refused(result.problems().size() + " problem(s) that Maven Central would refuse the"
          + " deployment for; each is printed above as [central-check] PROBLEM.");
    }
  }

  /** The build's failure: its message is all there is to say, so it carries no stack trace. */
  static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message, null, false, false);
    }
  }

  static Result run(Options options) throws IOException {
    Map<String, Staged> staged = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    for (Staged artifact : Staged.find(options.repository(), options.groupId(), options.version())) {
      staged.put(artifact.artifactId(), artifact);
      if (!options.expected().contains(artifact.artifactId())) {
        problems.add(artifact.artifactId() + ": staged, but it is not one of the artifacts to publish ("
            + String.join(", ", options.expected()) + "). Keep it out: maven.deploy.skip in its pom, and"
            + " the release profile's excludeArtifacts.");
      }
    }
    Map<Coordinates, Pom> poms = new LinkedHashMap<>();
    for (Staged artifact : staged.values()) {
      Path pom = artifact.files().get(".pom");
      if (pom != null) {
        Pom read = Pom.read(pom);
        poms.put(read.coordinates(), read);
      }
    }
    if (options.release() && options.version().endsWith("-SNAPSHOT")) {
      problems.add("version " + options.version() + ": Central takes no snapshot in a deployment. Release a version"
          + " without -SNAPSHOT.");
    }
    List<String> report = new ArrayList<>();
    Map<String, Metadata> metadata = new LinkedHashMap<>();
    for (String artifactId : options.expected()) {
      Staged artifact = staged.get(artifactId);
      if (artifact == null) {
        problems.add(artifactId + ": nothing is staged for version " + options.version() + " in "
            + options.repository() + (options.release()
                ? ". central-publishing-maven-plugin stages at deploy, and only online: run `mvn -Prelease"
                    + " deploy` without -o."
                : ". Was it built in this build, and not skipped (maven.deploy.skip)?"));
        continue;
      }
      ArtifactCheck.Outcome outcome = ArtifactCheck.check(artifact, poms, options.release());
      outcome.problems().forEach(problem -> problems.add(artifactId + ": " + problem));
      outcome.metadata().ifPresent(m -> metadata.put(artifactId, m));
      report.add("  " + artifactId + " " + options.version() + ": "
          + String.join(", ", artifact.files().keySet()));
    }
    problems.addAll(disagreements(metadata));
    report.add(0, "Maven Central's requirements, on the " + staged.size() + " artifact(s) staged in "
        + options.repository() + ":");
    report.add("  checked: each pom's name, description, url, licenses, developers and scm (its parents"
        + " applied); the jar, -sources.jar and -javadoc.jar of each jar; that the published poms agree"
        + " on url, scm and licences; that nothing else is staged");
    report.add(options.release()
        ? "  checked: the .md5 and .sha1 checksums and the .asc signature of every file, and a release version"
        : "  not checked: checksums and signatures (.md5, .sha1, .asc). Under `mvn -Prelease deploy`"
            + " maven-gpg-plugin signs and central-publishing-maven-plugin makes the checksums, and this"
            + " check reads the staged bundle and requires both (docs/releasing.md).");
    report.add(problems.isEmpty() ? "OK" : problems.size() + " problem(s)");
    return new Result(List.copyOf(problems), List.copyOf(report));
  }

  /** The url, scm url and licences every published pom should share with the first (the parent). */
  private static List<String> disagreements(Map<String, Metadata> metadata) {
    List<String> problems = new ArrayList<>();
    if (metadata.isEmpty()) {
      return problems;
    }
    Map.Entry<String, Metadata> first = metadata.entrySet().iterator().next();
    List<Map.Entry<String, Function<Metadata, String>>> values = List.of(
        Map.entry("<url>", m -> m.url().orElse("(none)")),
        Map.entry("<scm><url>", m -> m.scm().url().orElse("(none)")),
        Map.entry("<licenses>", m -> m.licenses().stream()
            .map(l -> l.name().orElse("(no name)") + " " + l.url().orElse("(no url)"))
            .toList().toString()));
    for (Map.Entry<String, Metadata> other : metadata.entrySet()) {
      for (Map.Entry<String, Function<Metadata, String>> value : values) {
        String mine = value.getValue().apply(other.getValue());
        String theirs = value.getValue().apply(first.getValue());
        if (!mine.equals(theirs)) {
          problems.add(other.getKey() + ": its effective " + value.getKey() + " is " + mine + ", but "
              + first.getKey() + "'s is " + theirs + ". Keep them in step (singletable-bom repeats"
              + " the parent's).");
        }
      }
    }
    return problems;
  }
}
