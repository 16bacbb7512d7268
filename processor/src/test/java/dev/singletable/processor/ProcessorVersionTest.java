package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/** The processor's version constant is the Maven project version, which Surefire passes on. */
class ProcessorVersionTest {

  @Test
  void versionIsTheProjectVersion() {
    String projectVersion = System.getProperty("singletable.projectVersion");

    assertNotNull(projectVersion, "Surefire passes -Dsingletable.projectVersion (processor/pom.xml)");
    assertEquals(projectVersion, ProcessorVersion.VERSION);
  }
}
