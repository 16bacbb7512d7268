package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/** The runtime's version constant is the Maven project version, which Surefire passes on. */
class RuntimeVersionTest {

  @Test
  void versionIsTheProjectVersion() {
    String projectVersion = System.getProperty("singletable.projectVersion");

    assertNotNull(projectVersion, "Surefire passes -Dsingletable.projectVersion (runtime/pom.xml)");
    assertEquals(projectVersion, RuntimeVersion.VERSION);
  }
}
