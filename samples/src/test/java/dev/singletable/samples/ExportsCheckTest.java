package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The infrastructure exports of every table this module compiles (the sample's and the tests'),
 * checked by tools no one here wrote (export-checks/check.js, over the versions its package-lock pins):
 * cfn-lint validates the CloudFormation JSON and YAML, aws-cdk-lib synthesizes the CDK TypeScript
 * snippet, @cdktf/hcl2json parses the Terraform; the four must describe one table (key attributes
 * and types, key schema, indexes and projections, billing). Planted defects show that each check
 * can fail.
 */
class ExportsCheckTest {
  private static final Path CHECK = Path.of("export-checks/check.js");

  @Test
  void everyTablesExportsAreValidAndDescribeOneTable() throws Exception {
    List<Path> folders = new ArrayList<>();
    for (String output : List.of("target/classes", "target/test-classes")) {
      try (Stream<Path> found = Files.list(Path.of(output, "META-INF/singletable"))) {
        found.filter(Files::isDirectory).sorted().forEach(folders::add);
      }
    }
    assertTrue(folders.contains(Path.of("target/classes/META-INF/singletable/dev.singletable.samples.social.SocialTable")),
        folders.toString());
    assertTrue(folders.size() >= 7, "the sample's table and the tests' tables: " + folders);
    Checked checked = check(folders);
    assertEquals(0, checked.exit, checked.output);
    for (Path folder : folders) {
      Map<String, JsonNode> result = checked.result(folder);
      assertEquals(List.of(), result.get("problems").asArray(), folder + ": " + checked.output);
      assertEquals(4, result.get("tables").asObject().size(), folder + ": " + checked.output);
    }
    Map<String, JsonNode> shop = checked.result(Path.of("target/test-classes/META-INF/singletable/"
        + "dev.singletable.shop.ShopTable"));
    assertEquals(2, shop.get("tables").asObject().get("terraform").asObject().get("localIndexes").asArray().size(),
        "the Online Shop's two local indexes, also in Terraform: " + checked.output);
  }

  @Test
  void aPlantedDefectInEachExportIsFound(@TempDir Path temp) throws Exception {
    Path source = Path.of("target/classes/META-INF/singletable/dev.singletable.samples.social.SocialTable");
    Path folder = Files.createDirectories(temp.resolve("social"));
    for (String file : List.of("cloudformation.json", "cloudformation.yaml", "cdk.ts", "terraform.tf")) {
      Files.copy(source.resolve(file), folder.resolve(file));
    }
    plant(folder.resolve("cloudformation.json"), "\"Properties\": {", "\"Properties\": {\n        \"Bogus\": 1,");
    plant(folder.resolve("cloudformation.yaml"), "ProjectionType: ALL", "ProjectionType: KEYS_ONLY");
    plant(folder.resolve("cdk.ts"), "sortKey: { name: 'GSI1SK'", "sortKey: { name: 'GSI2SK'");
    plant(folder.resolve("terraform.tf"), "  attribute {\n    name = \"GSI1SK\"\n    type = \"S\"\n  }\n", "");

    Checked checked = check(List.of(folder));
    assertEquals(1, checked.exit, checked.output);
    String problems = checked.result(folder).get("problems").toString();
    assertTrue(problems.contains("cloudformation-json: cfn-lint: Bogus is not a valid property of"
        + " AWS::DynamoDB::Table"), problems);
    assertTrue(!problems.contains("cloudformation-yaml: cfn-lint"), "the YAML is valid: " + problems);
    assertTrue(problems.contains("cloudformation-yaml and cloudformation-json differ in globalIndexes"), problems);
    assertTrue(problems.contains("cdk-typescript and cloudformation-json differ in attributes"), problems);
    assertTrue(problems.contains("terraform: declares attributes [\\\"GSI1PK\\\",\\\"PK\\\",\\\"SK\\\"], but the key"
        + " attributes are"), problems);
    assertTrue(!problems.contains("differ in billing"), "only the planted defects: " + problems);
  }

  private static void plant(Path file, String from, String to) throws IOException {
    String text = Files.readString(file);
    assertTrue(text.contains(from), file + " has no '" + from + "' to plant a defect in");
    Files.writeString(file, text.replace(from, to));
  }

  /** What check.js printed and its exit code. */
  private record Checked(int exit, String output) {
    Map<String, JsonNode> result(Path folder) {
      JsonNode result = JsonNode.parser().parse(output).asObject().get(folder.toString());
      assertTrue(result != null, "no result for " + folder + ": " + output);
      return result.asObject();
    }
  }

  private static Checked check(List<Path> folders) throws Exception {
    List<String> command = new ArrayList<>(List.of("node", CHECK.toString()));
    folders.forEach(folder -> command.add(folder.toString()));
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Checked(process.waitFor(), output);
  }
}
