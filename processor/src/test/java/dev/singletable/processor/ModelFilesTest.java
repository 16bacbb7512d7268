package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The model descriptor and the exports of the social sample's table and of the Online Shop's, compared
 * with the golden files in {@code src/test/resources/golden/model} ({@link Goldens}; regenerate them
 * with {@code -Dsingletable.updateGoldens=true} and review the diff), and written the same each build.
 */
class ModelFilesTest {
  private static final List<String> FILES = List.of("cloudformation.json", "cloudformation.yaml", "terraform.tf",
      "cdk.ts", "TABLECdk.java", "workbench.json", "access-patterns.md");

  @ParameterizedTest
  @ValueSource(strings = {ModelOutputs.SOCIAL_TABLE, ModelOutputs.SHOP_TABLE})
  void theDescriptorMatchesItsGolden(String table) throws IOException {
    assertThat(ModelOutputs.of(table)).succeededWithoutWarnings();
    Goldens.assertMatches(ModelOutputs.descriptor(ModelOutputs.of(table), table), "model/" + simpleName(table) + ".json");
  }

  @ParameterizedTest
  @ValueSource(strings = {ModelOutputs.SOCIAL_TABLE, ModelOutputs.SHOP_TABLE})
  void everyExportMatchesItsGolden(String table) throws IOException {
    for (String file : FILES) {
      String name = file.replace("TABLE", simpleName(table));
      Goldens.assertMatches(ModelOutputs.export(ModelOutputs.of(table), table, name),
          "model/" + simpleName(table) + "/" + name);
    }
  }

  /** The model files, their paths and their bytes, are the same when the same records are compiled again. */
  @Test
  void theSameRecordsGiveTheSameFiles() throws IOException {
    Compilation again = Compiler.compile(Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "User.java",
        GoldenFilesTest.SOCIAL_DIR + "Mute.java", GoldenFilesTest.SOCIAL_DIR + "Follow.java"));

    assertEquals(modelFiles(ModelOutputs.SOCIAL), modelFiles(again));
  }

  private static List<String> modelFiles(Compilation compilation) throws IOException {
    List<String> files = new ArrayList<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.toUri().getPath().contains("/META-INF/singletable/")) {
        files.add(file.toUri().getPath() + "\n" + file.getCharContent(false));
      }
    }
    return files.stream().sorted().toList();
  }

  private static String simpleName(String table) {
    return table.substring(table.lastIndexOf('.') + 1);
  }
}
