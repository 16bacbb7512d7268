package dev.singletable.centralcheck;

import dev.singletable.centralcheck.Pom.Coordinates;
import dev.singletable.centralcheck.Pom.License;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What Maven Central requires of one staged artifact (its published "Requirements"): a pom
 * whose effective metadata has a name, a description, a url, licences, developers and scm; for any
 * packaging but pom, the jar with a -sources.jar and a -javadoc.jar; and in a release bundle .md5
 * and .sha1 checksums and an .asc signature of every file. Each problem is a sentence naming the
 * file, the rule and the fix.
 */
final class ArtifactCheck {

  private final Staged staged;
  private final Map<Coordinates, Pom> poms;
  private final List<String> problems = new ArrayList<>();

  private ArtifactCheck(Staged staged, Map<Coordinates, Pom> poms) {
    this.staged = staged;
    this.poms = poms;
  }

  /** The problems found, and the effective metadata when there was a pom to read. */
  record Outcome(List<String> problems, Optional<Metadata> metadata) {}

  /**
   * {@code poms}: the staged poms, by their coordinates, where parents are looked up; {@code bundle}:
   * the files are a release bundle's, whose checksums and signatures are checked too.
   */
  static Outcome check(Staged staged, Map<Coordinates, Pom> poms, boolean bundle)
      throws IOException {
    ArtifactCheck check = new ArtifactCheck(staged, poms);
    Optional<Metadata> metadata = check.run(bundle);
    return new Outcome(List.copyOf(check.problems), metadata);
  }

  private Optional<Metadata> run(boolean bundle) throws IOException {
    Path pomFile = staged.files().get(".pom");
    if (pomFile == null) {
      problems.add("no " + staged.fileName(".pom") + " is staged. Every artifact needs its pom.");
      return Optional.empty();
    }
    Pom pom = Pom.read(pomFile);
    Metadata metadata = Metadata.of(chain(pom));
    metadata(metadata);
    if (!pom.packaging().equals("pom")) {
      jars();
    }
    if (bundle) {
      for (Map.Entry<String, Path> file : staged.files().entrySet()) {
        if (!file.getKey().endsWith(".asc")) {
          for (String problem : StagedFiles.checksumProblems(file.getValue())) {
            problems.add(problem + ": Central requires an .md5 and a .sha1 of every file, which"
                + " central-publishing-maven-plugin writes as it stages them.");
          }
          StagedFiles.signatureProblem(file.getValue()).ifPresent(problem -> problems.add(problem
              + ": Central requires a signature of every file. Does the module's release profile run"
              + " maven-gpg-plugin, and not skip it (gpg.skip)?"));
        }
      }
    }
    return Optional.of(metadata);
  }

  /** The pom, then its parents as far as they are staged; a parent that is not is a problem. */
  private List<Pom> chain(Pom pom) {
    List<Pom> chain = new ArrayList<>(List.of(pom));
    for (Optional<Coordinates> parent = pom.parent(); parent.isPresent(); ) {
      Pom found = poms.get(parent.get());
      if (found == null) {
        problems.add("its parent " + parent.get() + " is not staged, so a user's Maven could not read"
            + " this pom. Publish the parent too.");
        break;
      }
      chain.add(found);
      parent = found.parent();
    }
    return chain;
  }

  private void metadata(Metadata metadata) {
    String where = staged.fileName(".pom");
    if (metadata.name().isEmpty()) {
      problems.add(where + " has no <name>, which Maven never inherits. Give the module its own.");
    }
    missing(metadata.description(), where, "<description>");
    missing(metadata.url(), where, "<url>");
    if (metadata.licenses().isEmpty()) {
      problems.add(where + " and its parents have no <licenses>. Declare the licence (name and url)"
          + " in the parent pom.");
    }
    for (License license : metadata.licenses()) {
      if (license.name().isEmpty() || license.url().isEmpty()) {
        problems.add(where + " has a <license> without its " + (license.name().isEmpty() ? "<name>" : "<url>")
            + ". Central requires both.");
      }
    }
    if (metadata.developers().isEmpty()) {
      problems.add(where + " and its parents have no <developers>. Declare at least one (a name).");
    }
    missing(metadata.scm().connection(), where, "<scm><connection>");
    missing(metadata.scm().developerConnection(), where, "<scm><developerConnection>");
    missing(metadata.scm().url(), where, "<scm><url>");
  }

  private void missing(Optional<String> value, String where, String element) {
    if (value.isEmpty()) {
      problems.add(where + " and its parents have no " + element + ". Declare it in the parent pom.");
    }
  }

  private void jars() {
    jar("", name -> name.endsWith(".class"), ".class file",
        "its pom's packaging is not pom, so Central expects the jar. Does the module build one?");
    jar("-sources", name -> name.endsWith(".java"), ".java file",
        "Central requires one beside every jar. List maven-source-plugin (jar-no-fork) in the"
            + " module's <plugins>.");
    jar("-javadoc", name -> name.equals("index.html"), "index.html",
        "Central requires one beside every jar. List maven-javadoc-plugin (jar) in the module's"
            + " <plugins>, and do not skip it (-Dmaven.javadoc.skip, -Psample).");
  }

  private void jar(String classifier, Predicate<String> entry, String wanted, String rule) {
    Path jar = staged.files().get(classifier + ".jar");
    if (jar == null) {
      problems.add("no " + staged.fileName(classifier + ".jar") + " is staged: " + rule);
    } else {
      StagedFiles.jarProblem(jar, entry, wanted).ifPresent(problem -> problems.add(problem + ": " + rule));
    }
  }
}
