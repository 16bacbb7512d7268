package dev.singletable.processor.export;

import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The model files of one table, built whole in memory before any is written: the descriptor,
 * {@code META-INF/singletable/<table class>.json}, and each selected export in the folder beside it,
 * {@code META-INF/singletable/<table class>/<file>}. They go to the class output, so they ship in the jar.
 */
public final class ModelExports {
  private ModelExports() {}

  /**
   * One file to write.
   *
   * @param path its path in the class output, e.g. {@code META-INF/singletable/com.example.MainTable.json}
   * @param text its content, written as UTF-8
   */
  public record ModelFile(String path, String text) {}

  /**
   * The descriptor of {@code table} (whose async table class is generated if {@code async}), then the
   * files of {@code formats}, in the order of {@link ExportFormat}.
   */
  public static List<ModelFile> of(TableModel table, boolean async, Set<ExportFormat> formats) {
    ModelDescriptor descriptor = DescriptorFactory.of(table, async);
    String path = table.descriptorResource();
    String base = path.substring(0, path.length() - ".json".length());
    List<ModelFile> files = new ArrayList<>(List.of(new ModelFile(path, DescriptorJson.write(descriptor))));
    for (ExportFormat format : ExportFormat.values()) {
      if (formats.contains(format)) {
        files.add(new ModelFile(base + "/" + format.fileName(descriptor), format.write(descriptor)));
      }
    }
    return List.copyOf(files);
  }
}
