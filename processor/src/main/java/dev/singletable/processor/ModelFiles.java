package dev.singletable.processor;

import dev.singletable.processor.export.ModelExports.ModelFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes a table's model files into the class output through the Filer, with the records they come
 * from. Their texts are whole already ({@code ModelExports}); every file is created before any is
 * written, so that a name the Filer refuses leaves none of them, and each is written in one call.
 */
final class ModelFiles {
  private final Filer filer;

  ModelFiles(Filer filer) {
    this.filer = filer;
  }

  /** Writes {@code files}, in order. */
  void write(List<ModelFile> files, Element... origins) {
    List<FileObject> created = new ArrayList<>(files.size());
    for (ModelFile file : files) {
      try {
        created.add(filer.createResource(StandardLocation.CLASS_OUTPUT, "", file.path(), origins));
      } catch (IOException | RuntimeException e) {
        throw new WriteFailedException(file.path(), e);
      }
    }
    for (int i = 0; i < files.size(); i++) {
      try (OutputStream out = created.get(i).openOutputStream()) {
        out.write(files.get(i).text().getBytes(StandardCharsets.UTF_8));
      } catch (IOException | RuntimeException e) {
        throw new WriteFailedException(files.get(i).path(), e);
      }
    }
  }

  /** A model file that could not be created or written. */
  static final class WriteFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String path;

    WriteFailedException(String path, Exception cause) {
      super(path, cause);
      this.path = path;
    }

    String path() {
      return path;
    }

    /** What went wrong, for the message: the cause's own words, else its type. */
    String reason() {
      Throwable cause = getCause();
      return cause.getMessage() == null || cause.getMessage().isBlank() ? cause.getClass().getSimpleName()
          : cause.getMessage();
    }
  }
}
