package dev.singletable.centralcheck;

import dev.singletable.centralcheck.Pom.License;
import dev.singletable.centralcheck.Pom.Scm;
import java.util.List;
import java.util.Optional;

/**
 * The values of a pom that Maven Central reads, once its parents are applied as a user's Maven
 * applies them: {@code name} is never inherited; description, licenses and developers are when the
 * pom has none; url and the scm values are too, with the child's artifactId appended unless the
 * parent says {@code child.*.inherit.append.path="false"} (read from the parent that passes the
 * value down, which is exact for this project's single level of parents).
 */
record Metadata(
    Optional<String> name,
    Optional<String> description,
    Optional<String> url,
    List<License> licenses,
    List<String> developers,
    Scm scm) {

  /** {@code chain}: the pom first, then its parent, then that parent's parent, and so on. */
  static Metadata of(List<Pom> chain) {
    Pom top = chain.get(chain.size() - 1);
    Optional<String> description = top.description();
    Optional<String> url = top.url();
    List<License> licenses = top.licenses();
    List<String> developers = top.developers();
    Scm scm = top.scm();
    for (int i = chain.size() - 2; i >= 0; i--) {
      Pom pom = chain.get(i);
      Pom.Appends appends = chain.get(i + 1).appends();
      description = either(pom.description(), description);
      url = either(pom.url(), inherited(url, appends.url(), pom));
      licenses = pom.licenses().isEmpty() ? licenses : pom.licenses();
      developers = pom.developers().isEmpty() ? developers : pom.developers();
      scm = new Scm(
          either(pom.scm().connection(), inherited(scm.connection(), appends.scmConnection(), pom)),
          either(pom.scm().developerConnection(),
              inherited(scm.developerConnection(), appends.scmDeveloperConnection(), pom)),
          either(pom.scm().url(), inherited(scm.url(), appends.scmUrl(), pom)));
    }
    return new Metadata(chain.get(0).name(), description, url, licenses, developers, scm);
  }

  private static Optional<String> either(Optional<String> own, Optional<String> inherited) {
    return own.isPresent() ? own : inherited;
  }

  private static Optional<String> inherited(Optional<String> value, boolean appends, Pom child) {
    return appends ? value.map(v -> v + "/" + child.artifactId()) : value;
  }
}
