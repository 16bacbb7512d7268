package dev.singletable.runtime.internal.table;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The model descriptor the processor writes beside a table class, {@code
 * META-INF/singletable/<table class>.json} in the class output, read back through the class itself,
 * so that it comes from the jar the class came from (a {@code META-INF} resource is in no package, so
 * a module's encapsulation does not hide it). A generated table's {@code modelDescriptor()} is one call
 * of {@link #of}.
 */
public final class ModelDescriptors {
  private ModelDescriptors() {}

  /**
   * The text of {@code table}'s descriptor, UTF-8.
   *
   * @throws IllegalStateException if the descriptor is not beside the class: the jar was repackaged
   *     without the processor's {@code META-INF/singletable} resources
   * @throws UncheckedIOException if it cannot be read
   */
  public static String of(Class<?> table) {
    String path = "/META-INF/singletable/" + table.getName() + ".json";
    try (InputStream in = table.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException(path.substring(1) + " is not beside " + table.getName()
            + ": the singletable processor writes it into the class output with the class, so the jar or"
            + " class path holding the class lacks it. Keep META-INF/singletable/ when repackaging.");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + path.substring(1), e);
    }
  }
}
