package dev.singletable.processor;

import com.squareup.javapoet.JavaFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.annotation.processing.FilerException;
import javax.lang.model.element.Element;
import javax.tools.JavaFileObject;

/**
 * Writes generated sources through the Filer, each once, with the elements they come from. Each
 * source is rendered to text before its file is created and then written in one call: JavaPoet
 * appends token by token, and the Filer's writer encodes every append on its own. A generator
 * that fails while rendering leaves no half-written file behind.
 */
final class GeneratedFiles {
  private final Filer filer;
  private final Set<String> written = new HashSet<>();

  GeneratedFiles(Filer filer) {
    this.filer = filer;
  }

  void write(JavaFile file, Element... origins) {
    String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
    if (!written.add(name)) {
      throw new IllegalStateException(name + " was already generated in this build");
    }
    String text = file.toString();
    JavaFileObject source;
    try {
      source = filer.createSourceFile(name, origins);
    } catch (FilerException e) {
      throw new NameTakenException(name, e);
    } catch (IOException e) {
      throw new UncheckedIOException("could not create " + name, e);
    }
    try (Writer writer = source.openWriter()) {
      writer.write(text);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + name, e);
    }
  }

  /** The Filer refused a name: a type of that name exists in this compilation already. */
  static final class NameTakenException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String name;

    NameTakenException(String name, FilerException cause) {
      super(name, cause);
      this.name = name;
    }

    String name() {
      return name;
    }
  }
}
