package dev.singletable.apicheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The check covers every jar that is published: the jar modules among central-check's artifacts
 * to publish are exactly the modules of api-check's execution, and each has its dump.
 */
class PublishedModulesTest {

  private static final Path REPOSITORY = Path.of(System.getProperty("api.root", "..")).toAbsolutePath().normalize();

  @Test
  void everyPublishedJarModuleIsCheckedAndHasItsDump() throws Exception {
    List<String> published = List.of(argumentAfter(pom("central-check/pom.xml"), "--expect").split(","));
    Set<String> publishedJars = new TreeSet<>();
    for (String folder : modules(pom("pom.xml"))) {
      Element project = pom(folder + "/pom.xml").getDocumentElement();
      String artifactId = child(project, "artifactId");
      String packaging = child(project, "packaging");
      if (published.contains(artifactId) && (packaging == null || packaging.equals("jar"))) {
        publishedJars.add(artifactId);
      }
    }
    Set<String> checked = new TreeSet<>();
    List<String> missing = new ArrayList<>();
    for (String argument : argumentsAfter(pom("api-check/pom.xml"), "--module")) {
      ApiCheck.Module module = ApiCheck.Module.parse(argument);
      checked.add(module.artifactId());
      if (!Files.isRegularFile(REPOSITORY.resolve(module.dump()))) {
        missing.add(module.dump());
      }
    }

    assertEquals(publishedJars, checked);
    assertEquals(List.of(), missing);
  }

  private static Document pom(String path) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(REPOSITORY.resolve(path).toFile());
  }

  private static List<String> modules(Document pom) {
    List<String> modules = new ArrayList<>();
    NodeList nodes = pom.getElementsByTagName("module");
    for (int i = 0; i < nodes.getLength(); i++) {
      modules.add(nodes.item(i).getTextContent().trim());
    }
    return modules;
  }

  private static String child(Element parent, String name) {
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i) instanceof Element element && element.getTagName().equals(name)) {
        return element.getTextContent().trim();
      }
    }
    return null;
  }

  /** The {@code <argument>} after the first one that reads {@code flag}. */
  private static String argumentAfter(Document pom, String flag) {
    return argumentsAfter(pom, flag).get(0);
  }

  /** The {@code <argument>}s that follow one reading {@code flag}, in order. */
  private static List<String> argumentsAfter(Document pom, String flag) {
    List<String> values = new ArrayList<>();
    NodeList arguments = pom.getElementsByTagName("argument");
    for (int i = 0; i + 1 < arguments.getLength(); i++) {
      if (arguments.item(i).getTextContent().trim().equals(flag)) {
        values.add(arguments.item(i + 1).getTextContent().trim());
      }
    }
    if (values.isEmpty()) {
      throw new IllegalStateException("no <argument>" + flag + "</argument>");
    }
    return values;
  }
}
