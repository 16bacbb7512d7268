package dev.singletable.runtime.internal.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * A table class reads its descriptor through itself, by its binary name; a class without one (a jar
 * repackaged without {@code META-INF/singletable}) is told what is missing and why.
 */
class ModelDescriptorsTest {

  /** Stands for a table class; its descriptor is a test resource. */
  static final class Described {}

  @Test
  void theDescriptorBesideTheClassIsReadWhole() {
    assertEquals("{\n  \"formatVersion\": 1,\n  \"table\": \"Fixture\"\n}\n", ModelDescriptors.of(Described.class));
  }

  @Test
  void aClassWithoutOneIsRefusedNamingTheFile() {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> ModelDescriptors.of(String.class));

    assertEquals("META-INF/singletable/java.lang.String.json is not beside java.lang.String: the singletable"
        + " processor writes it into the class output with the class, so the jar or class path holding the class"
        + " lacks it. Keep META-INF/singletable/ when repackaging.", e.getMessage());
  }
}
