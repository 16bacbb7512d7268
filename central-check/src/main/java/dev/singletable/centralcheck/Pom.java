package dev.singletable.centralcheck;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * What one pom file says about itself, as written: the values Maven Central reads, its parent's
 * coordinates, and whether it lets Maven append a child's artifactId to the url and scm it passes
 * down. {@link Metadata#of} works out what a user's Maven sees once the parents are applied.
 */
record Pom(
    String groupId,
    String artifactId,
    String version,
    String packaging,
    Optional<Coordinates> parent,
    Optional<String> name,
    Optional<String> description,
    Optional<String> url,
    List<License> licenses,
    List<String> developers,
    Scm scm,
    Appends appends) {

  /** groupId:artifactId:version. */
  record Coordinates(String groupId, String artifactId, String version) {
    @Override
    public String toString() {
      return groupId + ":" + artifactId + ":" + version;
    }
  }

  /** A {@code <license>}: Central wants its name and its url. */
  record License(Optional<String> name, Optional<String> url) {}

  /** The three values of {@code <scm>} that Central requires; each may be missing. */
  record Scm(Optional<String> connection, Optional<String> developerConnection, Optional<String> url) {}

  /**
   * Whether a child that inherits the value has its artifactId appended, as Maven does unless the
   * {@code child.*.inherit.append.path} attribute of this pom says "false".
   */
  record Appends(boolean url, boolean scmConnection, boolean scmDeveloperConnection, boolean scmUrl) {}

  static Pom read(Path file) throws IOException {
    Element project;
    try (InputStream in = Files.newInputStream(file)) {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      project = factory.newDocumentBuilder().parse(in).getDocumentElement();
    } catch (ParserConfigurationException | SAXException e) {
      throw new IOException(file + " is not a readable pom: " + e.getMessage(), e);
    }
    Optional<Element> parentElement = child(project, "parent");
    Optional<Coordinates> parent = parentElement.map(p -> new Coordinates(
        text(p, "groupId").orElse(""), text(p, "artifactId").orElse(""), text(p, "version").orElse("")));
    String groupId = text(project, "groupId").or(() -> parent.map(Coordinates::groupId)).orElse("");
    String version = text(project, "version").or(() -> parent.map(Coordinates::version)).orElse("");
    Optional<Element> scm = child(project, "scm");
    List<License> licenses = new ArrayList<>();
    for (Element license : children(project, "licenses", "license")) {
      licenses.add(new License(text(license, "name"), text(license, "url")));
    }
    List<String> developers = new ArrayList<>();
    for (Element developer : children(project, "developers", "developer")) {
      developers.add(text(developer, "name").or(() -> text(developer, "id")).orElse("(no name)"));
    }
    return new Pom(
        groupId,
        text(project, "artifactId").orElse(""),
        version,
        text(project, "packaging").orElse("jar"),
        parent,
        text(project, "name"),
        text(project, "description"),
        text(project, "url"),
        List.copyOf(licenses),
        List.copyOf(developers),
        new Scm(
            scm.flatMap(s -> text(s, "connection")),
            scm.flatMap(s -> text(s, "developerConnection")),
            scm.flatMap(s -> text(s, "url"))),
        new Appends(
            appends(Optional.of(project), "child.project.url.inherit.append.path"),
            appends(scm, "child.scm.connection.inherit.append.path"),
            appends(scm, "child.scm.developerConnection.inherit.append.path"),
            appends(scm, "child.scm.url.inherit.append.path")));
  }

  private static boolean appends(Optional<Element> element, String attribute) {
    return !element.map(e -> e.getAttribute(attribute)).filter("false"::equals).isPresent();
  }

  private static Optional<Element> child(Element parent, String name) {
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(name)) {
        return Optional.of(element);
      }
    }
    return Optional.empty();
  }

  /** The trimmed text of a child element, empty when it is missing or blank. */
  private static Optional<String> text(Element parent, String name) {
    return child(parent, name).map(e -> e.getTextContent().strip()).filter(s -> !s.isEmpty());
  }

  /** The {@code <item>} elements inside {@code <list>}. */
  private static List<Element> children(Element parent, String list, String item) {
    List<Element> items = new ArrayList<>();
    child(parent, list).ifPresent(l -> {
      for (Node node = l.getFirstChild(); node != null; node = node.getNextSibling()) {
        if (node instanceof Element element && element.getTagName().equals(item)) {
          items.add(element);
        }
      }
    });
    return items;
  }

  Coordinates coordinates() {
    return new Coordinates(groupId, artifactId, version);
  }
}
